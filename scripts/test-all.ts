import { spawn } from 'node:child_process';
import { printFailedPages } from './e2eFailures';
import { ROOT } from './local/stack';

/**
 * `npm test`: every check the project has, in the order that fails fastest. Each step runs the real thing:
 * handlers against DynamoDB Local, the SPA in Chromium against the whole local stack.
 */
const steps: Array<{
  name: string;
  command: string | string[];
  env?: Record<string, string>;
  /** Prints what the step left that the log should show (CI keeps only the log), whether it passed or not. */
  report?: () => void;
}> = [
  // Each static check is mostly one core's work: they run side by side, each one's output printed when it ends.
  {
    name: 'typecheck, lint, format',
    command: ['npm run typecheck', 'npx eslint . --max-warnings=0', 'npx prettier --check .'],
  },
  { name: 'unit, handler and infra tests', command: 'npx vitest run' },
  {
    name: 'web build for e2e',
    command: 'npx vite build --config web/vite.config.ts --outDir dist-e2e --emptyOutDir --logLevel warn',
    env: { VITE_E2E: '1' },
  },
  { name: 'e2e (Chromium, local stack)', command: 'npx playwright test', report: () => printFailedPages(ROOT) },
];

function run(command: string, env: Record<string, string> = {}, buffered = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code) => {
      if (buffered) process.stdout.write(`\n▷ ${command} (exit ${code})\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

/** One command, or several side by side (the step fails if any does). */
async function runStep(command: string | string[], env?: Record<string, string>): Promise<number> {
  if (typeof command === 'string') return run(command, env);
  const codes = await Promise.all(command.map((c) => run(c, env, true)));
  return codes.find((code) => code !== 0) ?? 0;
}

const only = process.argv.slice(2);
const results: string[] = [];
let failed = false;
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${[step.command].flat().join(' & ')}`);
  const code = await runStep(step.command, step.env);
  step.report?.();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${code === 0 ? '✔' : '✘'} ${step.name} (${seconds} s)`);
  if (code !== 0) {
    failed = true;
    break;
  }
}
console.log(`\n${results.join('\n')}\n`);
process.exit(failed ? 1 : 0);
