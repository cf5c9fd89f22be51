import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { asProUser, invoke, useTestTable, type Caller } from '../../test/harness';

useTestTable();

const auditor: Caller = { sub: 'findings-auditor', email: 'auditor@example.com' };
beforeAll(() => asProUser(auditor));

async function newAudit(body: Record<string, unknown> = {}) {
  const res = await invoke('POST', '/api/audits', {
    caller: auditor,
    body: { title: 'Site 12 GCP audit', type: 'clinical_trial', ...body },
  });
  return res.json!.id as string;
}
const add = (auditId: string, body: Record<string, unknown>) =>
  invoke('POST', `/api/audits/${auditId}/findings`, { caller: auditor, body });
const move = (id: string, body: Record<string, unknown>) =>
  invoke('PATCH', `/api/findings/${id}`, { caller: auditor, body });

describe('findings', () => {
  it('records an open finding with the defaults, lists it under its audit and trails it', async () => {
    const auditId = await newAudit();
    const res = await add(auditId, { title: 'ICF version 3 used after approval of version 4', severity: 'critical' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      auditId,
      reportId: null,
      questionId: null,
      category: null,
      capaId: null,
      title: 'ICF version 3 used after approval of version 4',
      description: '',
      severity: 'critical',
      status: 'open',
      responseRequired: false,
      dueDate: null,
      resolution: null,
      closedAt: null,
      repeatOf: [],
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: res.json!.createdAt,
      version: 1,
    });
    const list = await invoke('GET', `/api/audits/${auditId}/findings`, { caller: auditor });
    expect(list.json).toEqual([res.json]);
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ severity: 'urgent' }, 'severity', 'Severity is required'],
    [{ severity: undefined }, 'severity', 'Severity is required'],
    [{ dueDate: '31/12/2026' }, 'dueDate', 'Due date must be a date (YYYY-MM-DD)'],
    [{ responseRequired: 'yes' }, 'responseRequired', 'Must be true or false'],
  ])('refuses %j with a field message', async (override, field, message) => {
    const auditId = await newAudit();
    const res = await add(auditId, { title: 'A finding', severity: 'low', ...override });
    expect(res.status).toBe(400);
    expect(res.json!.fields[field]).toBe(message);
    expect((await invoke('GET', `/api/audits/${auditId}/findings`, { caller: auditor })).json).toEqual([]);
  });

  it('moves open → in progress → closed; closing needs a resolution note; closed is final', async () => {
    const auditId = await newAudit();
    const { id } = (await add(auditId, { title: 'Temperature log gaps', severity: 'high', dueDate: '2026-12-01' }))
      .json!;
    const started = await move(id, { version: 1, status: 'in_progress' });
    expect(started.json).toMatchObject({ status: 'in_progress', version: 2 });
    const noNote = await move(id, { version: 2, status: 'closed' });
    expect(noNote.status).toBe(400);
    expect(noNote.json).toEqual({
      error: 'A resolution note is required to close a finding',
      fields: { resolution: 'A resolution note is required to close a finding' },
    });
    const closed = await move(id, { version: 2, status: 'closed', resolution: 'Logger replaced; gaps documented.' });
    expect(closed.json).toMatchObject({
      status: 'closed',
      resolution: 'Logger replaced; gaps documented.',
      closedAt: expect.stringMatching(/Z$/),
      version: 3,
    });
    const reopen = await move(id, { version: 3, status: 'open' });
    expect(reopen.status).toBe(409);
    expect(reopen.json).toEqual({ error: 'A Closed finding is final and cannot be changed.' });
  });

  it('refuses a move backwards and a stale version with 409', async () => {
    const auditId = await newAudit();
    const { id } = (await add(auditId, { title: 'Delegation log unsigned', severity: 'medium' })).json!;
    await move(id, { version: 1, status: 'in_progress' });
    const back = await move(id, { version: 2, status: 'open' });
    expect(back.json).toEqual({ error: 'A finding cannot move from In Progress to Open.' });
    const stale = await move(id, { version: 1, title: 'Renamed', reason: 'Clearer title' });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({
      error: 'This record was changed by someone else. Reload and try again.',
      code: 'STALE_VERSION',
    });
  });

  it('needs a reason to alter recorded content (400 on reason), trails it, and closes without one', async () => {
    const auditId = await newAudit();
    const { id } = (await add(auditId, { title: 'Delegation log unsigned', severity: 'medium' })).json!;
    for (const body of [{ title: 'Delegation log incomplete' }, { severity: 'high' }, { dueDate: null, title: 'x' }]) {
      const refused = await move(id, { version: 1, ...body });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({
        error: 'Give a reason for this change',
        fields: { reason: 'Give a reason for this change' },
      });
    }
    const renamed = await move(id, { version: 1, title: 'Delegation log incomplete', reason: 'Two pages missing' });
    expect(renamed.json).toMatchObject({ title: 'Delegation log incomplete', version: 2 });
    const closed = await move(id, { version: 2, status: 'closed', resolution: 'Log completed and signed' });
    expect(closed.json).toMatchObject({ status: 'closed', version: 3 });
    const trail = (await invoke('GET', `/api/findings/${id}/trail`, { caller: auditor })).json!;
    expect(trail.entries.map((e: { action: string; reason?: string }) => [e.action, e.reason])).toEqual([
      ['create', undefined],
      ['update', 'Two pages missing'],
      ['status.closed', undefined],
    ]);
  });

  it('takes no new finding on a cancelled audit', async () => {
    const auditId = await newAudit({ status: 'cancelled' });
    const res = await add(auditId, { title: 'Late', severity: 'low' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'A Cancelled audit is final and cannot be changed.' });
  });

  it('takes no new finding on a completed audit, but its findings are still followed up to closure', async () => {
    const auditId = await newAudit({ status: 'in_progress' });
    const open = (await add(auditId, { title: 'Delegation log unsigned', severity: 'medium' })).json!;
    const completed = await invoke('PATCH', `/api/audits/${auditId}`, {
      caller: auditor,
      body: { status: 'completed', version: 1 },
    });
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);

    const late = await add(auditId, { title: 'Found afterwards', severity: 'low' });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ error: 'A Completed audit is final and cannot be changed.' });
    const listed = await invoke('GET', `/api/audits/${auditId}/findings`, { caller: auditor });
    expect((listed.json as unknown as Array<{ id: string }>).map((f) => f.id)).toEqual([open.id]);

    const started = await move(open.id as string, { status: 'in_progress', version: 1 });
    expect(started.status).toBe(200);
    const closed = await move(open.id as string, { status: 'closed', resolution: 'Log signed on 24 Nov', version: 2 });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: 'closed', resolution: 'Log signed on 24 Nov' });

    // The finding's own trail shows each step, with the resolution; another owner's finding is not found.
    const trail = await invoke('GET', `/api/findings/${open.id as string}/trail`, { caller: auditor });
    expect(trail.status).toBe(200);
    expect(trail.json).toMatchObject({ verified: true });
    const entries = trail.json!.entries as Array<{ action: string; after: unknown }>;
    expect(entries.map((e) => e.action)).toEqual(['create', 'status.in_progress', 'status.closed']);
    expect(entries[2]!.after).toMatchObject({ status: 'closed', resolution: 'Log signed on 24 Nov' });
    const stranger: Caller = { sub: 'findings-stranger', email: 'stranger@example.com' };
    expect((await invoke('GET', `/api/findings/${open.id as string}/trail`, { caller: stranger })).status).toBe(404);
  });
});

describe('the workspace overview', () => {
  const lead: Caller = { sub: 'overview-lead', email: 'lead@example.com' };
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('counts active audits, open and open critical findings from the records; compliance waits for reports', async () => {
    await asProUser(lead);
    const create = (body: Record<string, unknown>) =>
      invoke('POST', '/api/audits', { caller: lead, body: { title: 'x', type: 'pharmacy', ...body } });
    const draft = (await create({})).json!.id;
    await create({ status: 'in_progress' });
    await create({ status: 'completed' });
    await create({ status: 'cancelled' });
    const finding = (body: Record<string, unknown>) =>
      invoke('POST', `/api/audits/${draft}/findings`, { caller: lead, body: { title: 'f', ...body } });
    const overdue = (await finding({ severity: 'critical', dueDate: inDays(-2) })).json!;
    const dueSoon = (await finding({ severity: 'critical', dueDate: inDays(3) })).json!;
    const low = (await finding({ severity: 'low', dueDate: inDays(30) })).json!;
    const closedOne = (await finding({ severity: 'critical', dueDate: inDays(1) })).json!;
    await invoke('PATCH', `/api/findings/${closedOne.id}`, {
      caller: lead,
      body: { version: 1, status: 'closed', resolution: 'Done' },
    });

    const stats = await invoke('GET', '/api/dashboard/stats', { caller: lead });
    expect(stats.json).toEqual({
      totalAudits: 4,
      totalFindings: 4,
      activeAudits: 2,
      openFindings: 3,
      openCriticalFindings: 2,
      responsesToReview: 0,
      complianceRate: null,
    });

    // The critical alert's Review Findings opens these: the same open critical findings, each with its audit's
    // title, newest first. In progress is still open; closed is not.
    await invoke('PATCH', `/api/findings/${dueSoon.id}`, {
      caller: lead,
      body: { version: 1, status: 'in_progress' },
    });
    const critical = await invoke('GET', '/api/findings', {
      caller: lead,
      query: { status: 'open', severity: 'critical' },
    });
    expect(critical.status).toBe(200);
    expect(
      critical.json!.map((f: { id: string; status: string; auditTitle: string }) => [f.id, f.status, f.auditTitle]),
    ).toEqual([
      [dueSoon.id, 'in_progress', 'x'],
      [overdue.id, 'open', 'x'],
    ]);
    expect(critical.json).toHaveLength(stats.json!.openCriticalFindings);
    const all = (await invoke('GET', '/api/findings', { caller: lead })).json!.map((f: { id: string }) => f.id);
    expect(all).toEqual([closedOne.id, low.id, dueSoon.id, overdue.id]);
    // A page at a time: the cursor of one page reads the next, filtered the same way.
    const first = await invoke('GET', '/api/findings', { caller: lead, query: { status: 'open', limit: '2' } });
    expect(first.json!.map((f: { id: string }) => f.id)).toEqual([low.id, dueSoon.id]);
    const cursor = first.headers[NEXT_CURSOR_HEADER]!;
    const second = await invoke('GET', '/api/findings', {
      caller: lead,
      query: { status: 'open', limit: '2', cursor },
    });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(second.json!.map((f: { id: string }) => f.id)).toEqual([overdue.id]);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    // A cursor belongs to its list: with another filter it is refused.
    const foreign = await invoke('GET', '/api/findings', { caller: lead, query: { status: 'closed', cursor } });
    expect(foreign.status).toBe(400);
    const closed = await invoke('GET', '/api/findings', { caller: lead, query: { status: 'closed' } });
    expect(closed.json!.map((f: { id: string }) => f.id)).toEqual([closedOne.id]);
    const refused = await invoke('GET', '/api/findings', { caller: lead, query: { severity: 'urgent' } });
    expect(refused.status).toBe(400);
    expect(refused.json!.fields).toEqual({ severity: 'Severity must be one of critical, high, medium, low' });
    // Another user's workspace has none of them.
    const stranger: Caller = { sub: 'overview-stranger', email: 'stranger@example.com' };
    expect((await invoke('GET', '/api/findings', { caller: stranger })).json).toEqual([]);

    const bell = await invoke('GET', '/api/notifications', { caller: lead });
    expect(bell.json!.map((n: { kind: string; dueDate: string }) => [n.kind, n.dueDate])).toEqual([
      ['finding_due', inDays(3)],
      ['finding_overdue', inDays(-2)],
    ]);
  });

  it('exports everything the user owns as one JSON attachment, trails included', async () => {
    const res = await invoke('GET', '/api/me/export', { caller: lead });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clarity-export-\d{4}-\d\d-\d\d\.json"$/);
    const doc = res.json!;
    expect(doc.profile).toMatchObject({ id: 'overview-lead', email: 'lead@example.com' });
    expect(doc.audits).toHaveLength(4);
    expect(doc.findings).toHaveLength(4);
    expect(Object.keys(doc.trail.Audit)).toHaveLength(4);
    expect(Object.values(doc.trail.Finding).flat()).toHaveLength(6); // 4 created, 1 started, 1 closed
    expect(doc.usage).toEqual([{ month: expect.stringMatching(/^\d{4}-\d\d$/), audits: 4, qualaInteractions: 0 }]);
    expect(doc.badges.map((b: { badgeType: string }) => b.badgeType)).toEqual(['quality_tracker']);
  });

  it("exports nothing of anyone else's", async () => {
    const other: Caller = { sub: 'overview-other', email: 'other@example.com' };
    await invoke('GET', '/api/auth/user', { caller: other });
    const doc = (await invoke('GET', '/api/me/export', { caller: other })).json!;
    expect([doc.audits, doc.findings, doc.usage, doc.badges]).toEqual([[], [], [], []]);
  });
});

describe('PATCH /api/auth/user', () => {
  it('changes the names from the current version, trails it, and refuses a stale version', async () => {
    const user: Caller = { sub: 'renamer', email: 'renamer@example.com', givenName: 'Ren', familyName: 'Amer' };
    const profile = (await invoke('GET', '/api/auth/user', { caller: user })).json!;
    const res = await invoke('PATCH', '/api/auth/user', {
      caller: user,
      body: { version: profile.version, firstName: 'Renée', lastName: 'Amer-Laurent' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ firstName: 'Renée', lastName: 'Amer-Laurent', version: profile.version + 1 });
    const stale = await invoke('PATCH', '/api/auth/user', {
      caller: user,
      body: { version: profile.version, firstName: 'Old', lastName: 'Name' },
    });
    expect(stale.status).toBe(409);
    const blank = await invoke('PATCH', '/api/auth/user', {
      caller: user,
      body: { version: profile.version + 1, firstName: ' ', lastName: 'x' },
    });
    expect(blank.json!.fields).toEqual({ firstName: 'First name is required' });
  });
});
