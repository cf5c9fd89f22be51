import { describe, expect, it } from 'vitest';
import * as z from '@cq/shared/schemas/z';
import { onFirstUse } from './onFirstUse';

// The Lambda bundles build every shared zod schema on its first use (infra/lib/constructs/pure-initializers.ts).
describe('onFirstUse, given a zod schema', () => {
  const real = () => z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Name is required')), n: z.number() });
  const ok = { name: ' a ', n: 1 };

  it('builds it on its first use, once, and answers as the schema itself', () => {
    let builds = 0;
    const lazy = onFirstUse(() => (builds++, real()));
    expect(builds).toBe(0);
    const bad = { name: ' ', n: 'x' };
    expect(lazy.safeParse(ok)).toEqual(real().safeParse(ok));
    expect(lazy.safeParse(bad).error?.issues).toEqual(real().safeParse(bad).error?.issues);
    expect(lazy).toBeInstanceOf(z.ZodMiniObject);
    const used = real();
    used.safeParse(ok); // zod memoises a method on the instance at its first call
    expect(Object.keys(lazy)).toEqual(Object.keys(used));
    expect(Object.keys(lazy._zod.def.shape)).toEqual(['name', 'n']);
    expect(builds).toBe(1);
  });

  it('composes: inside an object, extended, in a union, and as JSON Schema', () => {
    const lazy = onFirstUse(real);
    const inside = z.object({ inner: lazy });
    expect(inside.parse({ inner: { name: 'b ', n: 2 } })).toEqual({ inner: { name: 'b', n: 2 } });
    expect(z.extend(lazy, { more: z.boolean() }).safeParse({ name: 'c', n: 3 }).error?.issues[0]?.path).toEqual([
      'more',
    ]);
    expect(z.union([lazy, z.null()]).parse(null)).toBeNull();
    expect(z.toJSONSchema(inside)).toEqual(z.toJSONSchema(z.object({ inner: real() })));
  });
});
