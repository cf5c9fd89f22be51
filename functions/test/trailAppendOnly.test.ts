import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return files(full);
    return /\.ts$/.test(d.name) && !d.name.endsWith('.test.ts') ? [full] : [];
  });

/**
 * 21 CFR 11.10(e): trail entries are append-only. Only data/trail/trail.ts touches the trail entity, and it only
 * creates entries (conditioned on the sequence number being new) and reads them.
 */
describe('the audit trail is append-only in the code', () => {
  it('is written only by data/trail/trail.ts', () => {
    const users = files(src)
      .filter((f) => /\btrailEntry\b/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f))
      .sort();
    expect(users).toEqual(['data/core/store.ts', 'data/trail/trail.ts', 'data/trail/trailEntry.entity.ts']);
  });

  it('never updates, patches, upserts, removes or deletes an entry', () => {
    const trail = fs.readFileSync(path.join(src, 'data/trail/trail.ts'), 'utf8');
    expect(trail).not.toMatch(/trailEntry\s*\.\s*(update|patch|upsert|put|remove|delete)\b/);
    expect(trail).toMatch(/trailEntry\s*\.\s*create\(/);
  });
});
