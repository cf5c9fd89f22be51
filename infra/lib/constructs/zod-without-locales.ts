import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../config';

const require = createRequire(join(REPO_ROOT, 'package.json'));
const LOCALES_LINE = /^export \* as locales from .*$/m;
/** The files of zod's v4 code that re-export every locale. */
const EDITED = ['core/index.js', 'classic/external.js', 'mini/external.js'];

/**
 * zod's entry re-exports every locale (`z.locales`, `z.core.locales`): about 260 KB of every Lambda bundle that
 * esbuild cannot shake, since the namespace objects escape. The bundles import `zod` from a copy of its v4 code
 * without those two lines and with the English locale only (zod's schemas set it as the default themselves):
 * the same API and messages. zod/mini likewise (`mini.js` beside `index.js`: bundle-aliases.ts maps `zod/mini` to
 * it), over the same core. Made from the installed zod at synth, so it follows upgrades; a zod whose files no
 * longer match is used as it is.
 */
export function zodWithoutLocales(): string | undefined {
  const zod = dirname(require.resolve('zod/package.json'));
  const { version } = JSON.parse(readFileSync(join(zod, 'package.json'), 'utf8')) as { version: string };
  const out = join(REPO_ROOT, 'node_modules', '.cache', `cq-zod-${version}-without-locales`);
  const entry = join(out, 'index.js');
  if (existsSync(entry) && existsSync(join(out, 'mini.js'))) return entry;
  const files = EDITED.map((f) => join(zod, 'v4', f));
  if (!files.every((f) => existsSync(f) && LOCALES_LINE.test(readFileSync(f, 'utf8')))) return undefined;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'v4', 'locales'), { recursive: true });
  for (const part of ['core', 'classic', 'mini'])
    cpSync(join(zod, 'v4', part), join(out, 'v4', part), { recursive: true });
  cpSync(join(zod, 'v4', 'locales', 'en.js'), join(out, 'v4', 'locales', 'en.js'));
  for (const f of EDITED) {
    const file = join(out, 'v4', f);
    writeFileSync(file, readFileSync(file, 'utf8').replace(LOCALES_LINE, ''));
  }
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'module', sideEffects: false }));
  writeFileSync(
    entry,
    'import * as z from "./v4/classic/external.js";\nexport * from "./v4/classic/external.js";\nexport { z, z as default };\n',
  );
  writeFileSync(
    join(out, 'mini.js'),
    'import * as z from "./v4/mini/external.js";\nexport * from "./v4/mini/external.js";\nexport { z };\n',
  );
  return entry;
}
