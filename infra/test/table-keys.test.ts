import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/config';
import { KEY_FAMILIES, leadingKeys, type KeyFamily } from '../lib/table-keys';

const DATA_DIR = join(REPO_ROOT, 'functions/src/data');

/** Every partition key template of the entities: PK, GSI1PK and GSI2PK, and the trail's review indexes. */
function partitionTemplates(): Array<{ file: string; template: string }> {
  const files = readdirSync(DATA_DIR, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.entity.ts') || file === join('core', 'model.ts'));
  return files.flatMap((file) => {
    const source = readFileSync(join(DATA_DIR, file), 'utf8');
    const fields = [...source.matchAll(/field: '(?:PK|GSI1PK|GSI2PK)'[^}]*?template: (['`])(.*?)\1/gs)];
    const reviewIndexes = [...source.matchAll(/reviewIndex\('GSI\d', '\w+', '(.*?)'\)/g)];
    return [...fields.map((m) => m[2]!), ...reviewIndexes.map((m) => m[1]!)].map((template) => ({ file, template }));
  });
}

/** A key as the template would make it (every composite filled in). */
const sample = (template: string): string => template.replace(/\\?\$\{\w+\}/g, 'x1');

/** IAM StringLike: `*` is any run of characters, `?` any one character. */
const like = (pattern: string, value: string): boolean =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(value);

const families = Object.keys(KEY_FAMILIES) as KeyFamily[];
const familiesOf = (key: string): KeyFamily[] =>
  families.filter((family) => KEY_FAMILIES[family].some((pattern) => like(pattern, key)));

describe('KEY_FAMILIES', () => {
  const templates = partitionTemplates();

  it('finds the key templates of the entities', () => {
    // Every entity file has at least one; the number only guards against the parser silently finding none.
    expect(templates.length).toBeGreaterThan(30);
    expect(templates.map((t) => t.template)).toEqual(
      expect.arrayContaining(['WS#${workspaceId}', 'TRAIL#${entityType}#${entityId}', 'TRAIL#ACTOR#${actor}']),
    );
  });

  it.each(partitionTemplates().map((t) => [t.template, t.file]))(
    'puts the partition key %s (%s) in exactly one family',
    (template) => {
      expect(familiesOf(sample(template))).toHaveLength(1);
    },
  );

  it('has no pattern that no entity key matches (a stale family would widen grants for nothing)', () => {
    const keys = templates.map((t) => sample(t.template));
    for (const family of families) {
      for (const pattern of KEY_FAMILIES[family]) {
        expect(
          keys.some((key) => like(pattern, key)),
          `${family}: ${pattern}`,
        ).toBe(true);
      }
    }
  });

  it('keeps trail keys apart: only the trail family matches TRAIL# keys', () => {
    expect(familiesOf('TRAIL#AuditReport#r1')).toEqual(['trail']);
    expect(familiesOf('TRAIL#DAY#2026-01-01')).toEqual(['trail']);
    expect(leadingKeys(['posts'])).not.toContain('POSTS*');
    expect(familiesOf('POSTSLUG#a-slug')).toEqual(['posts']);
    expect(familiesOf('USERS')).toEqual(['people']);
    expect(familiesOf('LEAD#1')).toEqual(['leads']);
    expect(familiesOf('JOBS#ACTIVE')).toEqual(['jobs']);
  });
});
