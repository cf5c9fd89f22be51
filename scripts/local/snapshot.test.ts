import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotLocalData } from './snapshot';

describe('snapshotLocalData', () => {
  it('copies the data files, marks the copy complete and keeps only the newest few', () => {
    const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-db-'));
    const into = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cq-snaps-')), 'snapshots');
    expect(snapshotLocalData(dbDir, into)).toBeNull(); // no data yet: nothing to copy
    expect(fs.existsSync(into)).toBe(false);
    fs.writeFileSync(path.join(dbDir, 'shared-local-instance.db'), 'v1');
    fs.writeFileSync(path.join(dbDir, 'notes.txt'), 'not data');
    const folders: string[] = [];
    for (let i = 0; i < 4; i++) {
      // Folder names are times to the millisecond: one copy per millisecond.
      const started = Date.now();
      while (Date.now() === started) {
        /* the next millisecond */
      }
      folders.push(snapshotLocalData(dbDir, into, 3)!);
    }
    expect(fs.readdirSync(into).sort()).toEqual(folders.slice(1).map((f) => path.basename(f)));
    expect(fs.readdirSync(folders[3]!).sort()).toEqual(['COMPLETE', 'shared-local-instance.db']);
    expect(fs.readFileSync(path.join(folders[3]!, 'shared-local-instance.db'), 'utf8')).toBe('v1');
  });
});
