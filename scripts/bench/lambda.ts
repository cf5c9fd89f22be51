/**
 * `npm run bench:lambda`: each endpoint group's Lambda bundle as `cdk synth` builds it (esbuild, minified, ESM),
 * measured offline. Prints `name: value` lines per group and the maxima:
 *
 * - `lambda_bundle_kb_<group>`: the size of the bundle (index.mjs, source map aside), KiB;
 * - `lambda_cold_import_ms_<group>`: the median over RUNS fresh Node processes of `await import(bundle)`
 *   (module load and top-level code: what a cold start adds before the first event);
 * - `lambda_max_bundle_kb` (goal ≤ 250) and `lambda_max_cold_import_ms` (goal ≤ 60).
 *
 * Synthesizes into .local/bench-lambda/cdk.out (bundling every group takes a minute or two); BENCH_CDK_OUT
 * points at an existing cloud assembly instead. The import runs on this machine's Node, not Lambda's runtime.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../local/stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const log = (msg: string) => process.stderr.write(`bench:lambda ${msg}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Template {
  Resources?: Record<
    string,
    { Type: string; Properties?: { Description?: string }; Metadata?: Record<string, unknown> }
  >;
}

function synth(): string {
  if (process.env.BENCH_CDK_OUT) return path.resolve(process.env.BENCH_CDK_OUT);
  const out = path.join(ROOT, '.local', 'bench-lambda', 'cdk.out');
  fs.rmSync(out, { recursive: true, force: true });
  log(`cdk synth into ${path.relative(ROOT, out)} (bundles every group)`);
  execFileSync('npx', ['cdk', 'synth', '--quiet', '-o', out], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return out;
}

/** Each group's bundle directory, from the templates' Lambda functions and their asset metadata. */
function bundles(cdkOut: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of fs.readdirSync(cdkOut).filter((f) => f.endsWith('.template.json'))) {
    const template = JSON.parse(fs.readFileSync(path.join(cdkOut, file), 'utf8')) as Template;
    for (const resource of Object.values(template.Resources ?? {})) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const group = /API endpoint group "([^"]+)"/.exec(resource.Properties?.Description ?? '')?.[1];
      const asset = resource.Metadata?.['aws:asset:path'];
      if (group && typeof asset === 'string') found.set(group, path.join(cdkOut, asset));
    }
  }
  if (!found.size) throw new Error(`No endpoint-group Lambda found in ${cdkOut}`);
  return found;
}

/** One fresh Node process importing the bundle; the time `import()` took, in ms. */
function importOnce(entry: string): number {
  const code = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bench',
      USER_POOL_ID: 'us-east-1_bench',
      USER_POOL_CLIENT_ID: 'bench',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  if (run.status !== 0) throw new Error(`importing ${entry} failed: ${run.stderr.slice(0, 500)}`);
  return Number(run.stdout);
}

function main() {
  const cdkOut = synth();
  const lines: string[] = [];
  let maxKb = 0;
  let maxMs = 0;
  for (const [group, dir] of [...bundles(cdkOut)].sort(([a], [b]) => a.localeCompare(b))) {
    const entry = ['index.mjs', 'index.js'].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f));
    if (!entry) throw new Error(`No bundle in ${dir}`);
    const kb = fs.statSync(entry).size / 1024;
    const ms = median(Array.from({ length: RUNS }, () => importOnce(entry)));
    maxKb = Math.max(maxKb, kb);
    maxMs = Math.max(maxMs, ms);
    lines.push(`lambda_bundle_kb_${group}: ${kb.toFixed(0)}`, `lambda_cold_import_ms_${group}: ${ms.toFixed(1)}`);
  }
  lines.push(`lambda_max_bundle_kb: ${maxKb.toFixed(0)}`, `lambda_max_cold_import_ms: ${maxMs.toFixed(1)}`);
  console.log(lines.join('\n'));
}

main();
