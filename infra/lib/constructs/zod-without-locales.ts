import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../config';

const require = createRequire(join(REPO_ROOT, 'package.json'));
const LOCALES_LINE = /^export \* as locales from .*$/m;

/**
 * zod's entry re-exports every locale (`z.locales`, `z.core.locales`): about 260 KB of every Lambda bundle that
 * esbuild cannot shake, since the namespace objects escape. The bundles import `zod` from a copy of its v4 code
 * without those two lines and with the English locale only (zod's schemas set it as the default themselves):
 * the same API and messages. Made from the installed zod at synth, so it follows upgrades; a zod whose files no
 * longer match is used as it is.
 */
export function zodWithoutLocales(): string | undefined {
  const zod = dirname(require.resolve('zod/package.json'));
  const { version } = JSON.parse(readFileSync(join(zod, 'package.json'), 'utf8')) as { version: string };
  const out = join(REPO_ROOT, 'node_modules', '.cache', `cq-zod-${version}-without-locales`);
  const entry = join(out, 'index.js');
  if (existsSync(entry)) return entry;
  const files = ['core/index.js', 'classic/external.js'].map((f) => join(zod, 'v4', f));
  if (!files.every((f) => existsSync(f) && LOCALES_LINE.test(readFileSync(f, 'utf8')))) return undefined;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'v4', 'locales'), { recursive: true });
  for (const part of ['core', 'classic']) cpSync(join(zod, 'v4', part), join(out, 'v4', part), { recursive: true });
  cpSync(join(zod, 'v4', 'locales', 'en.js'), join(out, 'v4', 'locales', 'en.js'));
  for (const f of ['core/index.js', 'classic/external.js']) {
    const file = join(out, 'v4', f);
    writeFileSync(file, readFileSync(file, 'utf8').replace(LOCALES_LINE, ''));
  }
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'module', sideEffects: false }));
  writeFileSync(
    entry,
    'import * as z from "./v4/classic/external.js";\nexport * from "./v4/classic/external.js";\nexport { z, z as default };\n',
  );
  return entry;
}
