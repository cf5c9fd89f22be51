import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { asProUser, invoke, partition, useTestTable, type Caller } from '../../test/harness';
import { tokenHash } from '../data/calendar/feeds';

useTestTable();

const alice: Caller = { sub: 'cal-alice', email: 'cal-alice@example.com' };
const bob: Caller = { sub: 'cal-bob', email: 'cal-bob@example.com' };
const carol: Caller = { sub: 'cal-carol', email: 'cal-carol@example.com' };
const SITE_URL = 'http://127.0.0.1:5173';

beforeAll(async () => {
  for (const caller of [alice, bob, carol]) await asProUser(caller);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

async function created<T>(res: Promise<{ status: number; json: unknown }>): Promise<T> {
  const done = await res;
  expect(done.status, JSON.stringify(done.json)).toBe(201);
  return done.json as T;
}

const newAuditee = (caller: Caller, body: Record<string, unknown>) =>
  created<{ id: string; name: string }>(invoke('POST', '/api/auditees', { caller, body: { kind: 'site', ...body } }));
const newAudit = (caller: Caller, body: Record<string, unknown>) =>
  created<{ id: string; title: string; version: number }>(
    invoke('POST', '/api/audits', { caller, body: { type: 'clinical_trial', ...body } }),
  );

const feedPath = (url: string) => new URL(url).pathname;

describe('GET /api/calendar', () => {
  it("answers the workspace's audits planned in the range, by planned start, with their auditee's name", async () => {
    const site = await newAuditee(alice, { name: 'Cork Site 7', country: 'Ireland' });
    const late = await newAudit(alice, { title: 'Late', plannedStart: day(40), auditeeId: site.id });
    const early = await newAudit(alice, { title: 'Early', plannedStart: day(5), plannedEnd: day(6) });
    await newAudit(alice, { title: 'Far away', plannedStart: day(200) });
    await newAudit(alice, { title: 'Unplanned' });
    await newAudit(bob, { title: "Bob's", plannedStart: day(10) });

    const res = await invoke('GET', '/api/calendar', { caller: alice, query: { from: day(0), to: day(40) } });
    expect(res.status).toBe(200);
    expect(res.json!.map((a: { id: string }) => a.id)).toEqual([early.id, late.id]);
    expect(res.json![1]).toMatchObject({ title: 'Late', auditeeName: 'Cork Site 7', plannedStart: day(40) });
    expect(res.json![0]).toMatchObject({ auditeeName: null, plannedEnd: day(6) });
    // The last day is included, the day before the first is not.
    const edge = await invoke('GET', '/api/calendar', { caller: alice, query: { from: day(6), to: day(39) } });
    expect(edge.json).toEqual([]);
  });

  it.each([
    [{ from: '2027-01-10', to: '2027-01-09' }, 'The range must end on or after its start'],
    [{ from: '2027-01-01', to: '2028-02-05' }, 'The range may span at most 400 days'],
    [{ from: 'soon', to: '2027-01-09' }, 'Must be a date (YYYY-MM-DD)'],
  ])('refuses the range %j (400)', async (query, message) => {
    const res = await invoke('GET', '/api/calendar', { caller: alice, query });
    expect(res.status).toBe(400);
    expect(Object.values(res.json!.fields)).toContain(message);
  });
});

describe('the iCalendar feed', () => {
  it('serves a valid RFC 5545 feed, one VEVENT per planned audit, to anyone holding the URL', async () => {
    const site = await newAuditee(carol, { name: 'Lab, Inc; North', address: '1 Main St', country: 'Ireland' });
    const onSite = await newAudit(carol, {
      title: 'Bioanalytical lab audit',
      plannedStart: day(12),
      plannedEnd: day(14),
      auditeeId: site.id,
      mode: 'on_site',
    });
    const remote = await newAudit(carol, { title: 'eTMF review', plannedStart: day(-20), mode: 'remote' });
    await newAudit(carol, { title: 'Beyond the window', plannedStart: day(400) });

    const issued = await invoke('POST', '/api/calendar/feed', { caller: carol });
    expect(issued.status).toBe(201);
    const url = issued.json!.url as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await invoke('GET', feedPath(url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.raw.toString('utf8');
    // Folded at 75 octets: no line is longer.
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Clarity Clinical QA//Audit programme//EN');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual(['Bioanalytical lab audit — Lab, Inc; North', 'eTMF review']);
    const lab = events.find((e) => e.summary.startsWith('Bioanalytical'))!;
    expect(lab.uid).toBe(`audit-${onSite.id}@127.0.0.1`);
    expect(lab.startDate.isDate).toBe(true);
    expect(lab.startDate.toString()).toBe(day(12));
    // DTEND is exclusive: the day after the planned end.
    expect(lab.endDate.toString()).toBe(day(15));
    expect(lab.location).toBe('1 Main St, Ireland');
    expect(lab.component.getFirstPropertyValue('url')).toBe(`${SITE_URL}/audits/${onSite.id}`);
    expect(lab.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const etmf = events.find((e) => e.summary === 'eTMF review')!;
    expect(etmf.uid).toBe(`audit-${remote.id}@127.0.0.1`);
    expect(etmf.startDate.toString()).toBe(day(-20));
    expect(etmf.location).toBe('Remote');
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(day(12))}`);
  });

  it('keeps only the hash; a renewal kills the old URL, a revocation the current one', async () => {
    await newAudit(alice, { title: 'Renewal check', plannedStart: day(3) });
    const first = (await invoke('POST', '/api/calendar/feed', { caller: alice })).json!.url as string;
    const token = /([A-Za-z0-9_-]{43})\.ics$/.exec(first)![1]!;
    const stored = JSON.stringify([
      ...(await partition(`WS#${alice.sub}`)),
      ...(await partition(`CALFEED#${tokenHash(token)}`)),
    ]);
    expect(stored).toContain(tokenHash(token));
    expect(stored).not.toContain(token);
    expect((await invoke('GET', feedPath(first))).status).toBe(200);

    const second = (await invoke('POST', '/api/calendar/feed', { caller: alice })).json!.url as string;
    expect(second).not.toBe(first);
    expect((await invoke('GET', feedPath(first))).status).toBe(404);
    expect((await invoke('GET', feedPath(second))).status).toBe(200);

    const revoked = await invoke('DELETE', '/api/calendar/feed', { caller: alice });
    expect(revoked.json).toEqual({ ok: true });
    expect((await invoke('GET', feedPath(second))).status).toBe(404);
    // Revoking again is harmless; a made-up or malformed token is the same 404.
    expect((await invoke('DELETE', '/api/calendar/feed', { caller: alice })).status).toBe(200);
    expect((await invoke('GET', `/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await invoke('GET', '/api/calendar/feed.ics')).status).toBe(404);
  });
});
