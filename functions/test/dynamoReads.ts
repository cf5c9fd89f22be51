import { db } from '../src/data/core/client';

/**
 * DynamoDB calls and items read while `run` runs (every data access goes through the one document client): how a
 * test shows that a request reads a bounded number of items however much the workspace holds.
 */
export async function readsDuring(run: () => Promise<unknown>): Promise<{ calls: number; items: number }> {
  const seen = { calls: 0, items: 0 };
  db().middlewareStack.add(
    (next) => async (args) => {
      const out = await next(args);
      const output = out.output as { Items?: unknown[]; Item?: unknown };
      seen.calls += 1;
      seen.items += output.Items?.length ?? (output.Item ? 1 : 0);
      return out;
    },
    { step: 'initialize', name: 'countReads' },
  );
  try {
    await run();
  } finally {
    db().middlewareStack.remove('countReads');
  }
  return seen;
}
