import { spawn } from 'node:child_process';
import { ROOT } from './local/stack';

/**
 * `npm test`: every check the project has, in the order that fails fastest. Each step runs the real thing:
 * handlers against DynamoDB Local, the SPA in Chromium against the whole local stack.
 */
interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
}

/**
 * Each entry runs after the one before; the steps of one entry run at the same time (the static checks: on two
 * cores, lint and format fit beside the type checker), each printed whole when it ends.
 */
const stages: Step[][] = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npx eslint . --max-warnings=0' },
    { name: 'format', command: 'npx prettier --check .' },
  ],
  [{ name: 'unit, handler and infra tests', command: 'npx vitest run' }],
  [
    {
      name: 'web build for e2e',
      command: 'npx vite build --config web/vite.config.ts --outDir dist-e2e --emptyOutDir --logLevel warn',
      env: { VITE_E2E: '1' },
    },
  ],
  [{ name: 'e2e (Chromium, local stack)', command: 'npx playwright test' }],
];

const childEnv = (env: Record<string, string> = {}) => ({
  ...process.env,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  ...env,
});

/** Runs a step with its output straight on this terminal (a long step shows its progress). */
function runLive(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, { cwd: ROOT, shell: true, stdio: 'inherit', env: childEnv(step.env) });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a step beside others: its output is kept and printed in one piece when it ends, so none interleave. */
function runBuffered(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, { cwd: ROOT, shell: true, env: childEnv(step.env) });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n▶ ${step.name}: ${step.command}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const only = process.argv.slice(2);
const results: string[] = [];
let failed = false;
for (const stage of stages) {
  const steps = stage.filter((step) => !only.length || only.some((o) => step.name.includes(o)));
  if (!steps.length) continue;
  const codes = await Promise.all(
    steps.map(async (step) => {
      const started = Date.now();
      if (steps.length === 1) console.log(`\n▶ ${step.name}: ${step.command}`);
      const code = await (steps.length === 1 ? runLive(step) : runBuffered(step));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      results.push(`${code === 0 ? '✔' : '✘'} ${step.name} (${seconds} s)`);
      return code;
    }),
  );
  if (codes.some((code) => code !== 0)) {
    failed = true;
    break;
  }
}
console.log(`\n${results.join('\n')}\n`);
process.exit(failed ? 1 : 0);
