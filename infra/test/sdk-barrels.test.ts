import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/config';
import { narrowBarrelImports } from '../lib/constructs/sdk-barrels';

const CORE = dirname(createRequire(join(REPO_ROOT, 'package.json')).resolve('@smithy/core/package.json'));
const BARREL = join(CORE, 'dist-es', 'submodules', 'serde', 'index.js');
const SERDE = join(CORE, 'dist-es', 'submodules', 'serde');

describe('narrowBarrelImports', () => {
  it('imports each name from the file that defines it, and the barrel’s own definitions from their module', () => {
    const source = [
      'import { calculateBodyLength, v4, toBase64 as b64 } from "@smithy/core/serde";',
      'import { other } from "@smithy/core/protocols";',
      'export { ChecksumStream } from "@smithy/core/serde";',
      'use(calculateBodyLength, v4, b64, other);',
    ].join('\n');
    const out = narrowBarrelImports(source, BARREL);
    const line = (n: number) => out.split('\n')[n]!;
    expect(line(0)).toBe(
      [
        `import { calculateBodyLength } from ${JSON.stringify(join(SERDE, 'util-body-length', 'calculateBodyLength.js'))};`,
        `import { v4 } from ${JSON.stringify(`${BARREL}?sdk-barrel-own`)};`,
        `import { toBase64 as b64 } from ${JSON.stringify(join(SERDE, 'util-base64', 'toBase64.js'))};`,
      ].join(' '),
    );
    // Other barrels and the rest of the module are left as they were, on the same lines.
    expect(line(1)).toBe('import { other } from "@smithy/core/protocols";');
    expect(line(2)).toBe(
      `export { ChecksumStream } from ${JSON.stringify(join(SERDE, 'util-stream', 'checksum', 'ChecksumStream.js'))};`,
    );
    expect(line(3)).toBe('use(calculateBodyLength, v4, b64, other);');
    for (const file of out.matchAll(/from "([^"?]+)/g))
      if (file[1]!.startsWith('/')) expect(existsSync(file[1]!)).toBe(true);
  });

  it('keeps the line count of a statement that spans lines, and leaves a namespace import alone', () => {
    const multiline = 'import {\n  calculateBodyLength,\n  fromHex,\n} from "@smithy/core/serde";\nx();';
    expect(narrowBarrelImports(multiline, BARREL).split('\n')).toHaveLength(5);
    const namespace = 'import * as serde from "@smithy/core/serde";';
    expect(narrowBarrelImports(namespace, BARREL)).toBe(namespace);
  });
});
