import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

const WATCHDOG = path.join(import.meta.dirname, 'watchdog.mjs');

/** Child processes of this run; all are ended on stop, including the Java child that outlives a dead parent. */
const children = new Set<ChildProcess>();

/** Starts an emulator under the watchdog, which ends it if this process dies without stopping it. */
export function startChild(name: string, command: string, args: string[], options: SpawnOptions & { quiet?: boolean }) {
  const child = spawn(process.execPath, [WATCHDOG, command, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  children.add(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (!options.quiet) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', () => children.delete(child));
  return { child, output: () => output.join('') };
}

export function stopChildren(): Promise<void> {
  const waits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 3000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  return Promise.all(waits).then(() => undefined);
}

export function childPids(): number[] {
  return [...children].map((c) => c.pid).filter((p): p is number => typeof p === 'number');
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function javaAvailable(): boolean {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) return false;
  const match = /version "(\d+)/.exec(out.stderr ?? '');
  return !!match && Number(match[1]) >= 17;
}
