import { spawn } from 'node:child_process';
import { ROOT } from './local/stack';

/**
 * `npm test`: every check the project has, in the order that fails fastest. Each step runs the real thing:
 * handlers against DynamoDB Local, the SPA in Chromium against the whole local stack.
 */
const steps: Array<{ name: string; command: string; env?: Record<string, string> }> = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npx eslint . --max-warnings=0' },
  { name: 'format', command: 'npx prettier --check .' },
  { name: 'unit, handler and infra tests', command: 'npx vitest run' },
  {
    name: 'web build for e2e',
    command: 'npx vite build --config web/vite.config.ts --outDir dist-e2e --emptyOutDir --logLevel warn',
    env: { VITE_E2E: '1' },
  },
  { name: 'e2e (Chromium, local stack)', command: 'npx playwright test' },
];

function run(command: string, env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const only = process.argv.slice(2);
const results: string[] = [];
let failed = false;
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const code = await run(step.command, step.env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${code === 0 ? '✔' : '✘'} ${step.name} (${seconds} s)`);
  if (code !== 0) {
    failed = true;
    break;
  }
}
console.log(`\n${results.join('\n')}\n`);
process.exit(failed ? 1 : 0);
