import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** `npm run trail:verify` as a person runs it, pointed at the calling suite's table (its TABLE_NAME) and `env`. */
export function trailVerifyCli(env: Record<string, string> = {}) {
  const root = path.resolve(import.meta.dirname, '..', '..');
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/trail-verify.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
}
