import { describe, expect, it } from 'vitest';
import { invoke, useTestTable, type Caller } from './harness';

useTestTable();
// The real limits, not the raised one the other suites run with.
delete process.env.TEST_USER_WRITE_LIMIT;

/**
 * Issue 25, item 1: every signed-in create counts against its user, generous for people (120 in 10 minutes,
 * 1 000 a day) and a wall for a script filling a workspace. Only valid requests count.
 */
describe('per-user write limits', { timeout: 90_000 }, () => {
  const script: Caller = { sub: 'writer-script', email: 'script@example.com' };
  const person: Caller = { sub: 'writer-person', email: 'person@example.com' };
  const create = (caller: Caller, name: string) =>
    invoke('POST', '/api/auditees', { caller, body: { name, kind: 'vendor' } });

  it('refuses the 121st create in 10 minutes with 429 and Retry-After; invalid requests and other users do not count', async () => {
    // The window is fixed (UTC multiples of 10 minutes): start well inside one so the count is not reset midway.
    const left = 600 - (Math.floor(Date.now() / 1000) % 600);
    if (left < 45) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 500));
    for (let i = 0; i < 5; i++) {
      expect((await invoke('POST', '/api/auditees', { caller: script, body: { name: '' } })).status).toBe(400);
    }
    for (let batch = 0; batch < 12; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(script, `Vendor ${batch}-${i}`)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    }
    const over = await create(script, 'One too many');
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(over.headers['Retry-After'])).toBeGreaterThan(0);
    expect(Number(over.headers['Retry-After'])).toBeLessThanOrEqual(600);
    // Nothing was written for the refused request, and reads go on.
    const listed = await invoke('GET', '/api/auditees', { caller: script, query: { q: 'many' } });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([]);
    expect((await create(person, 'Someone else')).status).toBe(201);
  });
});
