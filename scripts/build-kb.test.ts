import fs from 'node:fs';
import { expect, it } from 'vitest';
import { KB_MODULE, knowledgeModule } from './build-kb';

it('the checked-in knowledge index matches the passages (run `npm run build:kb` after changing them)', async () => {
  const current = fs.readFileSync(KB_MODULE, 'utf8');
  expect(current === (await knowledgeModule()), 'index.generated.ts is stale: run npm run build:kb').toBe(true);
}, 30_000);
