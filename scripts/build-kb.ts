import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { PASSAGES } from '../functions/src/quala/knowledge/passages';
import { buildKnowledgeIndex, renderKnowledgeModule } from '../functions/src/quala/knowledge/build';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * `npm run build:kb`: builds Quala's search index from the knowledge-base passages into a checked-in module
 * (functions/src/quala/knowledge/index.generated.ts), formatted as the repository formats code. The Lambda loads
 * that module as it is, so no cold start ever indexes. `--check` only compares and exits 1 when the file is stale
 * (scripts/build-kb.test.ts does the same on every test run).
 */
export const KB_MODULE = path.join(ROOT, 'functions/src/quala/knowledge/index.generated.ts');

export async function knowledgeModule(): Promise<string> {
  const options = (await prettier.resolveConfig(KB_MODULE)) ?? {};
  return prettier.format(renderKnowledgeModule(buildKnowledgeIndex(PASSAGES)), { ...options, filepath: KB_MODULE });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const next = await knowledgeModule();
  const current = fs.existsSync(KB_MODULE) ? fs.readFileSync(KB_MODULE, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== next) {
      console.error(`${path.relative(ROOT, KB_MODULE)} is stale: run npm run build:kb`);
      process.exit(1);
    }
    console.log(`knowledge index up to date (${PASSAGES.length} passages)`);
  } else if (current === next) {
    console.log(`knowledge index unchanged (${PASSAGES.length} passages)`);
  } else {
    fs.writeFileSync(KB_MODULE, next);
    console.log(`wrote ${path.relative(ROOT, KB_MODULE)} (${PASSAGES.length} passages, ${next.length} bytes)`);
  }
}
