import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NO_AUDIT_PLAN } from '@cq/shared';
import { asProUser, callers, invoke, useTestTable, type Caller } from '../../test/harness';
import { db, tableName } from '../data/core/client';
import { trailByActor, trailByDay } from '../data/trail/trail';

useTestTable();

const alice: Caller = { sub: 'alice-sub', email: 'alice@example.com' };
const bob: Caller = { sub: 'bob-sub', email: 'bob@example.com' };
const carol: Caller = { sub: 'carol-sub', email: 'carol@example.com' };
const dave: Caller = { sub: 'dave-sub', email: 'dave@example.com' };

// These tests are about records, not plan limits (handler tests of limits are in limits.test.ts): Pro callers.
beforeAll(async () => {
  for (const caller of [alice, bob, carol, dave, callers.editor]) await asProUser(caller);
});

const create = (caller: Caller, body: Record<string, unknown> = {}) =>
  invoke('POST', '/api/audits', {
    caller,
    body: { title: 'Site 104 monitoring visit', type: 'clinical_trial', ...body },
  });

async function newAudit(caller: Caller = alice, body: Record<string, unknown> = {}) {
  const res = await create(caller, body);
  expect(res.status).toBe(201);
  return res.json as { id: string; version: number; status: string };
}

const patch = (caller: Caller, id: string, body: Record<string, unknown>) =>
  invoke('PATCH', `/api/audits/${id}`, { caller, body });

describe('POST /api/audits', () => {
  it('creates a draft audit with the defaults and trails the creation', async () => {
    const res = await create(alice, { description: 'Source data verification, ICF check' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      title: 'Site 104 monitoring visit',
      description: 'Source data verification, ICF check',
      type: 'clinical_trial',
      status: 'draft',
      progress: 0,
      scheduledDate: null,
      completedDate: null,
      leadAuditorId: null,
      auditorIds: [],
      reviewerId: null,
      ...NO_AUDIT_PLAN,
      createdBy: 'alice-sub',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: res.json!.createdAt,
      version: 1,
    });
    const trail = await invoke('GET', `/api/audits/${res.json!.id}/trail`, { caller: alice });
    expect(trail.json!.verified).toBe(true);
    expect(trail.json!.entries).toHaveLength(1);
    expect(trail.json!.entries[0]).toMatchObject({ seq: 1, action: 'create', actor: 'alice-sub', before: null });
    expect(trail.json!.entries[0].after).toMatchObject({ id: res.json!.id, status: 'draft', version: 1 });
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: undefined }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters'],
    [{ type: undefined }, 'type', 'Audit type is required'],
    [{ type: 'laboratory' }, 'type', 'Audit type is required'],
    [{ description: 'x'.repeat(5001) }, 'description', 'Must be at most 5\u00a0000 characters'],
    [{ progress: 101 }, 'progress', 'Progress must be a whole number from 0 to 100'],
    [{ progress: 2.5 }, 'progress', 'Progress must be a whole number from 0 to 100'],
    [{ progress: '50' }, 'progress', 'Progress must be a whole number from 0 to 100'],
    [{ status: 'archived' }, 'status', 'Status must be one of draft, scheduled, in_progress, completed, cancelled'],
    [{ status: 'scheduled' }, 'scheduledDate', 'A scheduled audit needs a scheduled date'],
    [{ scheduledDate: 'next tuesday' }, 'scheduledDate', 'Must be a date (YYYY-MM-DD) or an ISO date-time'],
  ])('refuses %j with a field message and stores nothing', async (override, field, message) => {
    const before = await invoke('GET', '/api/audits', { caller: callers.editor });
    const res = await create(callers.editor, override);
    expect(res.status).toBe(400);
    expect(res.json!.fields[field]).toBe(message);
    const after = await invoke('GET', '/api/audits', { caller: callers.editor });
    expect(after.json).toEqual(before.json);
  });

  it('refuses unknown fields (400) rather than storing them', async () => {
    const res = await create(alice, { userId: 'bob-sub' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json!.fields)).toEqual(['_']);
  });

  it('starts a scheduled audit with its date, and a completed one at 100 % with its completion date', async () => {
    const scheduled = await newAudit(alice, { status: 'scheduled', scheduledDate: '2026-12-14' });
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledDate: '2026-12-14' });
    const done = await newAudit(alice, { status: 'completed', progress: 30 });
    expect(done).toMatchObject({ status: 'completed', progress: 100, completedDate: expect.stringMatching(/Z$/) });
  });
});

describe('GET /api/audits', () => {
  it("lists only the caller's audits, newest first, paged with an opaque cursor", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await newAudit(carol, { title: `Audit ${i}` })).id);
    await newAudit(bob, { title: 'Not Carol’s' });

    const all = await invoke('GET', '/api/audits', { caller: carol });
    expect(all.json!.map((a: { id: string }) => a.id)).toEqual([...ids].reverse());
    expect(all.headers['x-next-cursor']).toBeUndefined();

    const first = await invoke('GET', '/api/audits', { caller: carol, query: { limit: '2' } });
    expect(first.json!.map((a: { title: string }) => a.title)).toEqual(['Audit 4', 'Audit 3']);
    const cursor = first.headers['x-next-cursor']!;
    expect(cursor).toMatch(/^[\w-]+\.[\w-]+$/);
    const second = await invoke('GET', '/api/audits', { caller: carol, query: { limit: '2', cursor } });
    expect(second.json!.map((a: { title: string }) => a.title)).toEqual(['Audit 2', 'Audit 1']);
    const third = await invoke('GET', '/api/audits', {
      caller: carol,
      query: { limit: '2', cursor: second.headers['x-next-cursor']! },
    });
    expect(third.json!.map((a: { title: string }) => a.title)).toEqual(['Audit 0']);
    expect(third.headers['x-next-cursor']).toBeUndefined();
  });

  it('refuses a forged, altered or borrowed cursor with 400', async () => {
    await newAudit(carol);
    await newAudit(carol);
    const page = await invoke('GET', '/api/audits', { caller: carol, query: { limit: '1' } });
    const cursor = page.headers['x-next-cursor']!;
    const [payload, signature] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify({ PK: 'WS#bob-sub', SK: 'AUDIT#z' })).toString('base64url');
    for (const bad of [
      'garbage',
      `${forged}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}xx`,
      `${payload}.${signature}.extra`,
    ]) {
      const res = await invoke('GET', '/api/audits', { caller: carol, query: { cursor: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.json).toEqual({ error: 'Invalid cursor', fields: { cursor: 'Invalid cursor' } });
    }
    // A cursor is signed for one owner's list: Bob cannot page through Carol's.
    const borrowed = await invoke('GET', '/api/audits', { caller: bob, query: { cursor } });
    expect(borrowed.status).toBe(400);
  });

  it.each(['0', '101', '2.5', 'ten'])('refuses limit=%s with 400', async (limit) => {
    const res = await invoke('GET', '/api/audits', { caller: carol, query: { limit } });
    expect(res.status).toBe(400);
    expect(res.json!.fields.limit).toBe('Limit must be a whole number from 1 to 100');
  });
});

describe('owner isolation', () => {
  it("answers another user's id exactly like a missing one (404) and changes nothing", async () => {
    const audit = await newAudit(alice);
    const missing = '0190f0f0-0000-7000-8000-000000000000';
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { version: 1, title: 'Taken over' }],
      ['GET', '/trail', undefined],
    ] as const) {
      const theirs = await invoke(method, `/api/audits/${audit.id}${suffix}`, { caller: bob, body });
      const none = await invoke(method, `/api/audits/${missing}${suffix}`, { caller: bob, body });
      expect(theirs.status).toBe(404);
      expect(theirs.json).toEqual({ error: 'Audit not found' });
      expect(none.status).toBe(404);
      expect(none.json).toEqual(theirs.json);
    }
    const mine = await invoke('GET', `/api/audits/${audit.id}`, { caller: alice });
    expect(mine.json).toMatchObject({ title: 'Site 104 monitoring visit', version: 1 });
  });
});

describe('PATCH /api/audits/{id}', () => {
  it('applies a change from the current version and returns version + 1', async () => {
    const audit = await newAudit();
    const res = await patch(alice, audit.id, {
      version: 1,
      title: 'Site 104 close-out visit',
      progress: 40,
      reason: 'Visit renamed',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'Site 104 close-out visit', progress: 40, version: 2 });
    expect((await invoke('GET', `/api/audits/${audit.id}`, { caller: alice })).json).toEqual(res.json);
  });

  it('refuses a stale version with 409 and overwrites nothing', async () => {
    const audit = await newAudit();
    await patch(alice, audit.id, { version: 1, title: 'First edit', reason: 'Typo' });
    const stale = await patch(alice, audit.id, { version: 1, title: 'Lost edit', reason: 'Typo' });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({
      error: 'This record was changed by someone else. Reload and try again.',
      code: 'STALE_VERSION',
    });
    expect((await invoke('GET', `/api/audits/${audit.id}`, { caller: alice })).json).toMatchObject({
      title: 'First edit',
      version: 2,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await patch(alice, '0190f0f0-0000-7000-8000-00000000abcd', { version: 1, title: 'x' });
    expect(res.status).toBe(404);
  });

  it('follows the status sequence: scheduled needs a date, completing sets the date and 100 %', async () => {
    const audit = await newAudit();
    const noDate = await patch(alice, audit.id, { version: 1, status: 'scheduled' });
    expect(noDate.status).toBe(400);
    expect(noDate.json!.fields).toEqual({ scheduledDate: 'A scheduled audit needs a scheduled date' });
    const scheduled = await patch(alice, audit.id, { version: 1, status: 'scheduled', scheduledDate: '2027-01-11' });
    expect(scheduled.json).toMatchObject({ status: 'scheduled', scheduledDate: '2027-01-11', version: 2 });
    const started = await patch(alice, audit.id, { version: 2, status: 'in_progress', progress: 60 });
    expect(started.json).toMatchObject({ status: 'in_progress', progress: 60 });
    const done = await patch(alice, audit.id, { version: 3, status: 'completed', reason: 'Close-out report signed' });
    expect(done.json).toMatchObject({ status: 'completed', progress: 100, completedDate: expect.stringMatching(/Z$/) });

    const trail = await invoke('GET', `/api/audits/${audit.id}/trail`, { caller: alice });
    expect(trail.json!.verified).toBe(true);
    expect(trail.json!.entries.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'status.scheduled',
      'status.in_progress',
      'status.completed',
    ]);
    expect(trail.json!.entries[3]).toMatchObject({
      before: { status: 'in_progress', progress: 60, completedDate: null },
      after: { status: 'completed', progress: 100 },
      reason: 'Close-out report signed',
    });
  });

  it.each([
    ['draft', 'completed', 'An audit cannot move from Draft to Completed.'],
    ['scheduled', 'draft', 'An audit cannot move from Scheduled to Draft.'],
    ['in_progress', 'scheduled', 'An audit cannot move from In Progress to Scheduled.'],
    ['completed', 'in_progress', 'An audit cannot move from Completed to In Progress.'],
    ['cancelled', 'draft', 'An audit cannot move from Cancelled to Draft.'],
  ])('refuses %s → %s with 409 naming both statuses', async (from, to, message) => {
    const audit = await newAudit(alice, { status: from, scheduledDate: '2027-02-01' });
    const res = await patch(alice, audit.id, { version: 1, status: to });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: message });
    expect((await invoke('GET', `/api/audits/${audit.id}`, { caller: alice })).json).toMatchObject({
      status: from,
      version: 1,
    });
  });

  it('keeps a completed audit read-only', async () => {
    const audit = await newAudit(alice, { status: 'completed' });
    const res = await patch(alice, audit.id, { version: 1, title: 'Rewritten after the fact' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'A Completed audit is final and cannot be changed.' });
  });

  it('lets exactly one of two concurrent edits from the same version win; the chain still verifies', async () => {
    const audit = await newAudit();
    const results = await Promise.all(
      ['Edit A', 'Edit B', 'Edit C', 'Edit D'].map((title) =>
        patch(alice, audit.id, { version: 1, title, reason: 'Typo' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const trail = await invoke('GET', `/api/audits/${audit.id}/trail`, { caller: alice });
    expect(trail.json!.entries).toHaveLength(2);
    expect(trail.json!.verified).toBe(true);
  });
});

describe('a reason for change (21 CFR 11.10(e))', () => {
  it('refuses an edit of recorded data without a reason (400, nothing written), trails the reason given', async () => {
    const audit = await newAudit();
    for (const body of [
      { version: 1, title: 'Renamed' },
      { version: 1, title: 'Renamed again', progress: 10 },
      { version: 1, type: 'compliance', reason: '   ' },
    ]) {
      const refused = await patch(alice, audit.id, body);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({
        error: 'Give a reason for this change',
        fields: { reason: 'Give a reason for this change' },
      });
    }
    expect((await invoke('GET', `/api/audits/${audit.id}`, { caller: alice })).json).toMatchObject({ version: 1 });
    const done = await patch(alice, audit.id, {
      version: 1,
      title: 'Renamed',
      reason: 'Sponsor asked for the site code',
    });
    expect(done.status).toBe(200);
    const trail = await invoke('GET', `/api/audits/${audit.id}/trail`, { caller: alice });
    expect(trail.json!.entries[1]).toMatchObject({
      action: 'update',
      before: { title: 'Site 104 monitoring visit' },
      after: { title: 'Renamed' },
      reason: 'Sponsor asked for the site code',
    });
  });

  it('needs none for a workflow step (status, progress) or a first entry in a blank field', async () => {
    const audit = await newAudit();
    const moved = await patch(alice, audit.id, { version: 1, status: 'scheduled', scheduledDate: '2027-01-11' });
    expect(moved.status).toBe(200);
    const progressed = await patch(alice, audit.id, { version: 2, status: 'in_progress', progress: 30 });
    expect(progressed.json).toMatchObject({ status: 'in_progress', progress: 30, version: 3 });
    const described = await patch(alice, audit.id, { version: 3, description: 'Consent and delegation logs' });
    expect(described.json).toMatchObject({ description: 'Consent and delegation logs', version: 4 });
    const rewritten = await patch(alice, audit.id, { version: 4, description: 'Consent logs only' });
    expect(rewritten.json!.fields).toEqual({ reason: 'Give a reason for this change' });
    const trail = await invoke('GET', `/api/audits/${audit.id}/trail`, { caller: alice });
    expect(trail.json!.entries).toHaveLength(4);
    expect(trail.json!.entries[2]).not.toHaveProperty('reason');
  });
});

describe('the audit trail', () => {
  it('reports verified: false when a stored entry was altered in the table', async () => {
    const audit = await newAudit();
    await patch(alice, audit.id, { version: 1, title: 'Edited once', reason: 'Typo' });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: `TRAIL#Audit#${audit.id}`, SK: 'ENTRY#000000000002' },
        UpdateExpression: 'SET #entry.#after.#title = :forged',
        ExpressionAttributeNames: { '#entry': 'entry', '#after': 'after', '#title': 'title' },
        ExpressionAttributeValues: { ':forged': 'Quietly changed' },
      }),
    );
    const trail = await invoke('GET', `/api/audits/${audit.id}/trail`, { caller: alice });
    expect(trail.status).toBe(200);
    expect(trail.json!.verified).toBe(false);
    expect(trail.json!.brokenAt).toBe(2);
    expect(trail.json!.entries[1].after).toEqual({ title: 'Quietly changed' });
  });

  it('is queryable by actor and by UTC day for Part 11 review', async () => {
    const audit = await newAudit(dave);
    await patch(dave, audit.id, { version: 1, progress: 10 });
    const byActor = await trailByActor('dave-sub');
    expect(byActor.map((e) => [e.entityId, e.action])).toEqual([
      [audit.id, 'create'],
      [audit.id, 'update'],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await trailByDay(today);
    expect(byDay.filter((e) => e.actor === 'dave-sub')).toHaveLength(2);
    expect(byDay.every((e) => e.at.startsWith(today))).toBe(true);
  });
});
