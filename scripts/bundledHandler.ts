import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { ApiResult } from '../functions/src/lib/response';

/**
 * What one cold-started Lambda bundle (`index.mjs`) answers to each event, in order: its handler's results, in a
 * fresh Node process with this one's environment (the test's table, stand-ins) and `env`. Asynchronous, so what
 * the bundle calls in this process (the Stripe stand-in) can answer.
 */
export async function handleInOrder(
  bundle: string,
  events: unknown[],
  env: Record<string, string> = {},
): Promise<ApiResult[]> {
  const code = `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
const results = [];
for (const event of JSON.parse(process.env.EVENTS))
  results.push(await handler(event, { awsRequestId: crypto.randomUUID(), getRemainingTimeInMillis: () => 10000 }));
process.stdout.write(JSON.stringify(results));`;
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env, EVENTS: JSON.stringify(events) };
  for (const name of Object.keys(childEnv))
    if (name === 'NODE_OPTIONS' || name.startsWith('VITEST')) delete childEnv[name];
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { env: childEnv });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`The bundle failed: ${Buffer.concat(err).toString('utf8')}`);
  return JSON.parse(Buffer.concat(out).toString('utf8')) as ApiResult[];
}
