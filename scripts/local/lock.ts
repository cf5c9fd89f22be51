import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './processes';

interface LockFile {
  pid: number;
  children: number[];
}

/**
 * One run per data folder. A lock left by a run that died is taken over, and the emulators that run left
 * behind (DynamoDB Local's Java process survives its parent) are ended first.
 */
export function acquireLock(dataDir: string): { update: (children: number[]) => void; release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'stack.lock');
  if (fs.existsSync(file)) {
    const previous = JSON.parse(fs.readFileSync(file, 'utf8')) as LockFile;
    if (previous.pid !== process.pid && isAlive(previous.pid)) {
      throw new Error(`The data folder ${dataDir} is in use by another run (pid ${previous.pid}). Stop it first.`);
    }
    for (const pid of previous.children ?? []) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  const write = (children: number[]) =>
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, children } satisfies LockFile));
  write([]);
  return {
    update: write,
    release: () => {
      try {
        const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockFile;
        if (current.pid === process.pid) fs.rmSync(file);
      } catch {
        /* already gone */
      }
    },
  };
}
