import { beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ADMIN_MESSAGES } from '@cq/shared';
import { downloadsResetOn } from '@cq/shared/library/rules';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { GOOD_CARD, useStripeStandIn } from '../../test/stripeStandIn';
import { subscriptionsOfBuyer } from '../data/billing/billing';
import { changeAccountStatus, getProfile } from '../data/people/users';
import { createSopVersion, type SopVersion } from '../data/library/sops';
import { stripe as stripeClient } from '../services/billing/client';
import { seedSops } from './seedSops';

useTestTable();
const stripe = useStripeStandIn();
beforeAll(async () => {
  expect(await seedSops()).toBe(12);
  expect(await seedSops()).toBe(0);
});

let n = 0;
const newCaller = (): Caller => {
  n++;
  return { sub: `library-user-${n}`, email: `reader${n}@example.com`, givenName: 'Lena', familyName: 'Reader' };
};

/** Buys a catalogue price as a visitor paying with the caller's e-mail (the entitlement rule). */
async function buy(caller: Caller, priceId: 'sop-monthly' | 'professional-monthly' | 'learn-monthly') {
  const res = await invoke('POST', '/api/checkout/session', {
    body: { priceId },
    sourceIp: `198.51.100.${n + 20}`,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const id = (res.json as { url: string }).url.split('/local-checkout/')[1]!;
  const paid = await stripe.browser(`checkout/sessions/${id}/pay`, { email: caller.email, card: GOOD_CARD });
  expect(paid.status).toBe(200);
  await stripe.settled();
}

const SOP = 'sop-informed-consent';
const download = (caller: Caller, format: 'docx' | 'pdf', id = SOP) =>
  invoke('GET', `/api/library/sops/${id}/download`, { caller, query: { format } });

const REFUSAL = {
  error: 'This needs the SOP Library subscription',
  code: 'SUBSCRIPTION_REQUIRED',
  buyUrl: '/subscriptions',
};

describe('access', () => {
  it('refuses every library route to a caller who bought nothing, or only another product', async () => {
    const caller = newCaller();
    await buy(caller, 'learn-monthly');
    for (const p of ['/api/library/sops', `/api/library/sops/${SOP}`, `/api/library/sops/${SOP}/download?format=pdf`]) {
      const [pathname, query] = p.split('?');
      const res = await invoke('GET', pathname!, { caller, query: Object.fromEntries(new URLSearchParams(query)) });
      expect(res.status, p).toBe(403);
      expect(res.json).toEqual(REFUSAL);
    }
  });

  it('lists, searches, filters and reads the SOPs for a SOP Library buyer', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    const all = await invoke('GET', '/api/library/sops', { caller });
    expect(all.status).toBe(200);
    const list = all.json as unknown as Array<{ id: string; code: string; area: string; version: string }>;
    expect(list).toHaveLength(12);
    expect(new Set(list.map((s) => s.area)).size).toBe(12);
    expect(list[0]).toMatchObject({ code: 'CQ-SOP-001', id: SOP, version: '1.0', effectiveDate: '2026-11-02' });

    const safety = await invoke('GET', '/api/library/sops', { caller, query: { area: 'safety' } });
    expect((safety.json as unknown as Array<{ id: string }>).map((s) => s.id)).toEqual(['sop-safety-reporting']);
    const search = await invoke('GET', '/api/library/sops', { caller, query: { q: 'temperature excursion' } });
    expect((search.json as unknown as Array<{ id: string }>).map((s) => s.id)).toEqual(['sop-ip-accountability']);
    expect((await invoke('GET', '/api/library/sops', { caller, query: { area: 'nope' } })).status).toBe(400);

    const one = await invoke('GET', `/api/library/sops/${SOP}`, { caller });
    expect(one.json).toMatchObject({
      title: 'Informed Consent Process and Documentation',
      superseded: [],
      downloads: { remaining: null, resetsOn: null },
      body: { revisionHistory: [{ version: '1.0', date: '2026-11-02', change: 'First issue.' }] },
    });
    for (const id of ['sop-unknown', '../etc', 'SOP-INFORMED-CONSENT']) {
      const res = await invoke('GET', `/api/library/sops/${encodeURIComponent(id)}`, { caller });
      expect(res.status, id).toBe(404);
    }
  });

  it.each(['sop-monthly', 'professional-monthly'] as const)(
    '%s: keeps access after a cancel until the period ends, then refuses it (the test clock)',
    async (plan) => {
      const caller = newCaller();
      await buy(caller, plan);
      const [sub] = await subscriptionsOfBuyer(caller.email);
      await (await stripeClient()).subscriptions.update(sub!.subscriptionId, { cancel_at_period_end: true });
      await stripe.settled();
      expect((await subscriptionsOfBuyer(caller.email))[0]).toMatchObject({
        cancelAtPeriodEnd: true,
        status: 'active',
      });
      expect((await invoke('GET', '/api/library/sops', { caller })).status).toBe(200);

      await stripe.browser('test/advance-clock', { days: 32 });
      await stripe.settled();
      const after = await invoke('GET', `/api/library/sops/${SOP}`, { caller });
      expect(after.status).toBe(403);
      expect(after.json).toEqual(REFUSAL);
    },
  );
});

describe('downloads', () => {
  it('stamps the Word file with the licensee, the version and the effective date', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    const res = await download(caller, 'docx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain(
      'CQ-SOP-001 Informed Consent Process and Documentation v1.0.docx',
    );
    const parts = unzipSync(new Uint8Array(res.raw));
    const text = (part: string) => strFromU8(parts[part]!);
    const stamp = `Licensed to Lena Reader, ${caller.email}. CQ-SOP-001, version 1.0, effective 2026-11-02.`;
    expect(text('word/header1.xml')).toContain(stamp);
    expect(text('word/footer1.xml')).toContain(stamp);
    const body = text('word/document.xml');
    for (const heading of [
      '1. Purpose',
      '2. Scope',
      '3. Responsibilities',
      '4. Procedure',
      '5. Records',
      '6. References',
      '7. Revision history',
    ])
      expect(body).toContain(heading);
    expect(body).toContain('21 CFR 50.25 (elements of informed consent) and 50.27 (documentation)');
  });

  it('stamps every page of the PDF', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    const res = await download(caller, 'pdf', 'sop-safety-reporting');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const doc = await getDocument({ data: new Uint8Array(res.raw), verbosity: 0 }).promise;
    const pages: string[][] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const items = (await (await doc.getPage(i)).getTextContent()).items;
      pages.push(items.map((item) => ('str' in item ? item.str : '')));
    }
    expect(pages[0]).toContain('Adverse Event, SAE and SUSAR Reporting');
    pages.forEach((lines, i) => {
      expect(lines).toContain(`Licensed to Lena Reader, ${caller.email}.`);
      expect(lines).toContain(`CQ-SOP-002, version 1.0, effective 2026-11-02. Page ${i + 1} of ${doc.numPages}`);
    });
  });

  it('refuses a format it does not make', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    const res = await invoke('GET', `/api/library/sops/${SOP}/download`, { caller, query: { format: 'txt' } });
    expect(res.status).toBe(400);
  });

  it('gives Professional exactly 10 of 12 parallel downloads, then refuses with the count and reset date', async () => {
    const caller = newCaller();
    await buy(caller, 'professional-monthly');
    const before = await invoke('GET', `/api/library/sops/${SOP}`, { caller });
    const resetsOn = downloadsResetOn(new Date());
    expect(before.json).toMatchObject({ downloads: { remaining: 10, resetsOn } });

    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => download(caller, i % 2 ? 'pdf' : 'docx')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual([403, 403]);
    expect(refused[0]!.json).toEqual({
      error: `You have used 10 of 10 downloads this month on the Professional plan. Downloads reset on ${resetsOn}.`,
      code: 'LIMIT_REACHED',
      used: 10,
      limit: 10,
      resetsOn,
    });
    expect((await invoke('GET', `/api/library/sops/${SOP}`, { caller })).json).toMatchObject({
      downloads: { remaining: 0 },
    });
    // Reading online is not counted.
    expect((await invoke('GET', '/api/library/sops', { caller })).status).toBe(200);
  });

  it("refuses a deactivated account's download and counts nothing, though the route reads while its caller is checked", async () => {
    const caller = newCaller();
    await buy(caller, 'professional-monthly');
    expect((await download(caller, 'pdf')).status).toBe(200);
    expect((await invoke('GET', '/api/auth/user', { caller })).status).toBe(200);
    const profile = (await getProfile(caller.sub))!;
    await changeAccountStatus(profile, 'library-admin', { active: false, reason: 'Left the company' });
    const refused = await download(caller, 'pdf');
    expect([refused.status, refused.json]).toEqual([403, { error: ADMIN_MESSAGES.deactivated }]);
    await changeAccountStatus((await getProfile(caller.sub))!, 'library-admin', { active: true, reason: 'Rehired' });
    expect((await invoke('GET', `/api/library/sops/${SOP}`, { caller })).json).toMatchObject({
      downloads: { remaining: 9 },
    });
  });

  it('does not cap a SOP Library subscriber', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    const answers = await Promise.all(Array.from({ length: 12 }, () => download(caller, 'pdf')));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  });
});

describe('versions', () => {
  const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  /** One SOP's versions as approvals store them: each approval stores the one approved before as superseded. */
  async function issue(sopId: string, chain: Array<[SopVersion['status'], string]>) {
    for (const [i, [status, effectiveDate]] of chain.entries())
      await createSopVersion(
        {
          sopId,
          seq: i + 1,
          version: `1.${i}`,
          status,
          code: `CQ-TEST-${sopId}`,
          title: `Test ${sopId}`,
          area: 'deviations',
          summary: `Version 1.${i}`,
          body: {
            purpose: `Purpose of 1.${i}`,
            scope: 'All studies.',
            responsibilities: [],
            procedure: [],
            records: [],
            references: [],
            revisionHistory: [],
          },
          effectiveDate,
          nextReviewDate: '2100-01-01',
        },
        'test:library',
      );
  }
  const read = async (caller: Caller, id: string) => {
    const res = await invoke('GET', `/api/library/sops/${id}`, { caller });
    expect(res.status, id).toBe(200);
    return res.json as { version: string; effectiveDate: string; superseded: unknown[] };
  };
  const listed = async (caller: Caller, id: string) =>
    ((await invoke('GET', '/api/library/sops', { caller })).json as unknown as Array<{ id: string; version: string }>)
      .filter((s) => s.id === id)
      .map((s) => s.version);

  it('reads the version stored superseded while its successor waits for its effective date, and lists none', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    const tomorrow = dayFromToday(1);
    await issue('sop-test-waiting', [
      ['superseded', '2020-01-01'],
      ['approved', tomorrow],
    ]);
    expect(await read(caller, 'sop-test-waiting')).toMatchObject({
      version: '1.0',
      effectiveDate: '2020-01-01',
      superseded: [],
    });
    expect(await listed(caller, 'sop-test-waiting')).toEqual(['1.0']);
  });

  it('from the effective date reads the successor and lists the replaced version', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    const today = dayFromToday(0);
    await issue('sop-test-today', [
      ['superseded', '2020-01-01'],
      ['approved', today],
    ]);
    expect(await read(caller, 'sop-test-today')).toMatchObject({
      version: '1.1',
      effectiveDate: today,
      superseded: [{ version: '1.0', effectiveDate: '2020-01-01' }],
    });
    expect(await listed(caller, 'sop-test-today')).toEqual(['1.1']);
  });

  it('does not list as superseded a version replaced before its effective date came', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    // 1.1 was approved for 2021-06-01, then 1.2 for 2021-03-01: 1.1 was never in force.
    await issue('sop-test-overtaken', [
      ['superseded', '2020-01-01'],
      ['superseded', '2021-06-01'],
      ['approved', '2021-03-01'],
    ]);
    expect((await read(caller, 'sop-test-overtaken')).superseded).toEqual([
      { version: '1.0', effectiveDate: '2020-01-01' },
    ]);
  });
});
