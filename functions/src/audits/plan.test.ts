import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { asProUser, invoke, useTestTable, type Caller } from '../../test/harness';

useTestTable();

const alice: Caller = { sub: 'plan-alice', email: 'plan-alice@example.com' };
const bob: Caller = { sub: 'plan-bob', email: 'plan-bob@example.com' };

beforeAll(async () => {
  for (const caller of [alice, bob]) await asProUser(caller);
});

/** A calendar day `offset` days from today (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function made<T = Record<string, unknown>>(res: Promise<{ status: number; json?: unknown }>, status = 201) {
  const done = await res;
  expect(done.status, JSON.stringify(done.json)).toBe(status);
  return done.json as T & { id: string; version: number };
}

const auditee = (caller: Caller, name = 'St. Mary Research Hospital') =>
  made(invoke('POST', '/api/auditees', { caller, body: { name, kind: 'site', country: 'Ireland' } }));
const study = (caller: Caller, protocolNumber: string) =>
  made(invoke('POST', '/api/studies', { caller, body: { protocolNumber, title: 'ONCO trial', phase: 'phase-2' } }));
const createAudit = (caller: Caller, body: Record<string, unknown>) =>
  invoke('POST', '/api/audits', { caller, body: { title: 'Site 104 visit', type: 'clinical_trial', ...body } });

describe('an audit plan', () => {
  it('stores auditee, study, scope, mode, dates and agenda, with scheduledDate following plannedStart', async () => {
    const site = await auditee(alice);
    const onco = await study(alice, 'PLAN-001');
    const audit = await made(
      createAudit(alice, {
        status: 'scheduled',
        auditeeId: site.id,
        studyId: onco.id,
        scope: '  Informed consent and SAE reporting ',
        mode: 'hybrid',
        plannedStart: day(10),
        plannedEnd: day(12),
        agenda: 'Day 1: opening meeting',
      }),
    );
    expect(audit).toMatchObject({
      status: 'scheduled',
      auditeeId: site.id,
      studyId: onco.id,
      scope: 'Informed consent and SAE reporting',
      mode: 'hybrid',
      plannedStart: day(10),
      plannedEnd: day(12),
      actualStart: null,
      actualEnd: null,
      agenda: 'Day 1: opening meeting',
      scheduledDate: day(10),
    });
    // A move of the scheduled date moves the planned start, and the other way round; all trailed.
    const moved = await made(
      invoke('PATCH', `/api/audits/${audit.id}`, {
        caller: alice,
        body: { version: 1, scheduledDate: day(11), reason: 'Site moved the visit' },
      }),
      200,
    );
    expect(moved).toMatchObject({ scheduledDate: day(11), plannedStart: day(11), version: 2 });
    const replanned = await made(
      invoke('PATCH', `/api/audits/${audit.id}`, {
        caller: alice,
        body: {
          version: 2,
          plannedStart: day(12),
          scope: '',
          mode: null,
          actualStart: day(12),
          actualEnd: day(13),
          reason: 'Replanned',
        },
      }),
      200,
    );
    expect(replanned).toMatchObject({
      scheduledDate: day(12),
      plannedStart: day(12),
      scope: null,
      mode: null,
      actualStart: day(12),
      actualEnd: day(13),
    });
    const trail = await invoke('GET', `/api/audits/${audit.id}/trail`, { caller: alice });
    expect(trail.json!.verified).toBe(true);
    expect(trail.json!.entries[2]).toMatchObject({
      before: { plannedStart: day(11), scheduledDate: day(11), scope: 'Informed consent and SAE reporting' },
      after: { plannedStart: day(12), scheduledDate: day(12), scope: null },
    });
  });

  it('takes a scheduledDate alone (spec 001 §5) as the planned start', async () => {
    const audit = await made(createAudit(alice, { status: 'scheduled', scheduledDate: `${day(20)}T09:30:00Z` }));
    expect(audit).toMatchObject({ scheduledDate: `${day(20)}T09:30:00Z`, plannedStart: day(20) });
  });

  it.each([
    [{ status: 'scheduled', plannedStart: day(-3) }, 'plannedStart', 'Planned start date cannot be in the past'],
    [{ status: 'scheduled', scheduledDate: day(-3) }, 'plannedStart', 'Planned start date cannot be in the past'],
    [
      { plannedStart: day(5), plannedEnd: day(4) },
      'plannedEnd',
      'Planned end date cannot be before the planned start date',
    ],
    [{ actualStart: day(5), actualEnd: day(3) }, 'actualEnd', 'Actual end date cannot be before the actual start date'],
    [{ plannedStart: '2027-02-30' }, 'plannedStart', 'Must be a date (YYYY-MM-DD)'],
    [{ mode: 'by_post' }, 'mode', 'Audit mode must be On-site, Remote or Hybrid'],
    [{ scope: 'x'.repeat(2001) }, 'scope', 'Must be at most 2\u00a0000 characters'],
    [{ auditeeId: 'no-such-auditee' }, 'auditeeId', 'Choose an auditee of this workspace'],
    [{ studyId: 'no-such-study' }, 'studyId', 'Choose a study of this workspace'],
  ])('refuses %j with its field message', async (body, field, message) => {
    const res = await createAudit(alice, body);
    expect(res.status).toBe(400);
    expect(res.json!.fields[field]).toBe(message);
  });

  it('keeps a past planned start for a draft, and for a scheduled audit edited without moving it', async () => {
    const draft = await made(createAudit(alice, { plannedStart: day(-30) }));
    expect(draft).toMatchObject({ status: 'draft', plannedStart: day(-30) });
    const toScheduled = await invoke('PATCH', `/api/audits/${draft.id}`, {
      caller: alice,
      body: { version: 1, status: 'scheduled' },
    });
    expect(toScheduled.status).toBe(400);
    expect(toScheduled.json!.fields).toEqual({ plannedStart: 'Planned start date cannot be in the past' });
    const end = await invoke('PATCH', `/api/audits/${draft.id}`, {
      caller: alice,
      body: { version: 1, plannedEnd: day(-31) },
    });
    expect(end.json!.fields).toEqual({ plannedEnd: 'Planned end date cannot be before the planned start date' });
  });

  it("refuses another workspace's auditee and study (400), and answers 404 for its auditee's audits", async () => {
    const bobSite = await auditee(bob, 'Bob Lab');
    const bobStudy = await study(bob, 'BOB-001');
    const res = await createAudit(alice, { auditeeId: bobSite.id, studyId: bobStudy.id });
    expect(res.status).toBe(400);
    expect(res.json!.fields).toEqual({ auditeeId: 'Choose an auditee of this workspace' });
    const own = await made(createAudit(alice, {}));
    const patched = await invoke('PATCH', `/api/audits/${own.id}`, {
      caller: alice,
      body: { version: 1, studyId: bobStudy.id },
    });
    expect(patched.status).toBe(400);
    expect(patched.json!.fields).toEqual({ studyId: 'Choose a study of this workspace' });
    expect((await invoke('GET', `/api/auditees/${bobSite.id}/audits`, { caller: alice })).status).toBe(404);
  });

  it("lists an auditee's audits (one Query), newest first and paged, and follows an auditee change", async () => {
    const [first, second] = [await auditee(alice, 'Alpha Site'), await auditee(alice, 'Beta Site')];
    const a1 = await made(createAudit(alice, { title: 'A1', auditeeId: first.id }));
    const a2 = await made(createAudit(alice, { title: 'A2', auditeeId: first.id }));
    const a3 = await made(createAudit(alice, { title: 'A3', auditeeId: first.id }));
    await made(createAudit(alice, { title: 'B1', auditeeId: second.id }));
    const page1 = await invoke('GET', `/api/auditees/${first.id}/audits`, { caller: alice, query: { limit: '2' } });
    expect(page1.json!.map((a: { title: string }) => a.title)).toEqual(['A3', 'A2']);
    const cursor = page1.headers[NEXT_CURSOR_HEADER]!;
    const page2 = await invoke('GET', `/api/auditees/${first.id}/audits`, {
      query: { limit: '2', cursor },
      caller: alice,
    });
    expect(page2.json!.map((a: { title: string }) => a.title)).toEqual(['A1']);
    expect(page2.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    await made(
      invoke('PATCH', `/api/audits/${a2.id}`, {
        caller: alice,
        body: { version: 1, auditeeId: second.id, reason: 'Wrong site' },
      }),
      200,
    );
    await made(
      invoke('PATCH', `/api/audits/${a3.id}`, {
        caller: alice,
        body: { version: 1, auditeeId: null, reason: 'Wrong site' },
      }),
      200,
    );
    const firsts = await invoke('GET', `/api/auditees/${first.id}/audits`, { caller: alice });
    expect(firsts.json!.map((a: { id: string }) => a.id)).toEqual([a1.id]);
    const seconds = await invoke('GET', `/api/auditees/${second.id}/audits`, { caller: alice });
    expect(seconds.json!.map((a: { title: string }) => a.title)).toEqual(['B1', 'A2']);
  });
});
