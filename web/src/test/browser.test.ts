import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from './browser';

describe('stubFetch', () => {
  it('answers a body outside its route’s contract with the API’s 400, before the fake’s own answer', async () => {
    let reached = 0;
    stubFetch(() => {
      reached += 1;
      return jsonResponse({ ok: true }, 201);
    });
    const post = (body: unknown) =>
      fetch('/api/audits', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
    const refused = await post({ title: '' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { title: 'Title is required', type: 'Audit type is required' },
    });
    expect(reached).toBe(0);
    expect((await post({ title: 'Site 7', type: 'pharmacy' })).status).toBe(201);
    // Reads and routes without a body schema go straight to the fake.
    expect((await fetch('/api/audits?limit=3')).status).toBe(201);
    expect(reached).toBe(2);
  });
});
