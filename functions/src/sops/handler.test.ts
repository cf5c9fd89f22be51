import { beforeAll, describe, expect, it } from 'vitest';
import { sopStandingOn, supersededOn } from '@cq/shared/library/rules';
import type { SopStaffDetail, SopStaffEntry } from '@cq/shared/library/staffSchemas';
import { SOP_EDIT_MESSAGES } from '@cq/shared/library/workflow';
import { acceptSigningStatement, callers, invoke, useTestTable, type Caller } from '../../test/harness';
import { useUserPool } from '../../test/userPool';
import { listCurrentSops, sopVersions } from '../data/library/sops';
import { readTrail, verifyChain } from '../data/trail/trail';
import { seedSops } from '../library/seedSops';
import { sopInForce, sopsInForce } from '../library/useCases';

useTestTable();

const PASSWORD = 'Sop-Approver-Passw0rd!';
const staff = ['ada', 'ben', 'cy'] as const;
useUserPool(staff.map((n) => ({ email: `${n}@example.com`, password: PASSWORD, firstName: n, lastName: 'Staff' })));
const editor = (name: string): Caller => ({ sub: `${name}-sub`, email: `${name}@example.com`, groups: ['editor'] });
const ada = editor('ada'); // writes the drafts
const ben = editor('ben'); // approves them
const cy = editor('cy'); // mistypes the password
const SOP = 'sop-informed-consent';

beforeAll(async () => {
  await seedSops();
  for (const who of staff.map(editor)) await acceptSigningStatement(who);
});

const sopFields = (title: string) => ({
  title,
  area: 'deviations',
  summary: 'How a site records and reports protocol deviations.',
  body: {
    purpose: 'Record every deviation.',
    scope: 'All studies at the site.',
    responsibilities: [{ role: 'Investigator', duty: 'Oversees the log.' }],
    procedure: [{ heading: 'Recording', steps: ['Write it in the log the same day.'] }],
    records: ['Deviation log'],
    references: ['ICH E6(R3) 2.12'],
    revisionHistory: [{ version: '1.0', date: '2026-11-26', change: 'First issue.' }],
  },
});

const path = (id: string, seq?: number, action?: string) =>
  `/api/cms/sops/${id}${seq ? `/versions/${seq}` : ''}${action ? `/${action}` : ''}`;
const revise = (who: Caller, id = SOP, kind = 'minor') =>
  invoke('POST', `/api/cms/sops/${id}/versions`, { caller: who, body: { kind } });
const move = (who: Caller, id: string, seq: number, action: 'submit' | 'return', rev: number) =>
  invoke('POST', path(id, seq, action), { caller: who, body: { rev } });
const approve = (who: Caller, id: string, seq: number, rev: number, over: Record<string, unknown> = {}) =>
  invoke('POST', path(id, seq, 'approve'), {
    caller: who,
    body: { rev, password: PASSWORD, effectiveDate: '2027-01-01', nextReviewDate: '2029-01-01', ...over },
  });

describe('staff SOP editing (issue 22)', () => {
  it('lists every SOP with its versions to editors and admins, and to no one else', async () => {
    const listed = await invoke('GET', '/api/cms/sops', { caller: callers.editor });
    expect(listed.status).toBe(200);
    expect(listed.json).toHaveLength(12);
    const consent = (listed.json as unknown as Array<{ id: string; versions: unknown[] }>).find((s) => s.id === SOP)!;
    expect(consent.versions).toEqual([
      expect.objectContaining({ seq: 1, version: '1.0', status: 'approved', rev: 1, approval: null }),
    ]);
    expect((await invoke('GET', '/api/cms/sops', { caller: callers.admin })).status).toBe(200);
    expect((await invoke('GET', '/api/cms/sops', { caller: callers.user })).status).toBe(403);
    expect((await invoke('GET', '/api/cms/sops')).status).toBe(401);
    const write = await invoke('POST', '/api/cms/sops', { caller: callers.user, body: sopFields('Not staff') });
    expect(write.status).toBe(403);
    expect((await revise(callers.user)).status).toBe(403);
  });

  it('creates an SOP as draft 1.0, trailed; the same title again is a 409', async () => {
    const made = await invoke('POST', '/api/cms/sops', {
      caller: ada,
      body: { code: 'SOP-DV-900', ...sopFields('Deviation handling at small sites') },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({
      sopId: 'sop-deviation-handling-at-small-sites',
      seq: 1,
      version: '1.0',
      status: 'draft',
      rev: 1,
      lastEditedBy: ada.sub,
    });
    const again = await invoke('POST', '/api/cms/sops', {
      caller: ben,
      body: { code: 'SOP-DV-901', ...sopFields('Deviation handling at small sites') },
    });
    expect(again.status).toBe(409);
    expect(again.json!.error).toBe(SOP_EDIT_MESSAGES.titleTaken);
    const trail = await readTrail('Sop', made.json!.sopId);
    expect(trail.map((e) => [e.action, e.actor])).toEqual([['create', ada.sub]]);
    // Not approved yet: subscribers do not see it.
    expect((await listCurrentSops()).map((v) => v.sopId)).not.toContain(made.json!.sopId);
  });

  it('refuses bad input with field messages, and a review date not after the effective date', async () => {
    const bad = await invoke('POST', '/api/cms/sops', {
      caller: ada,
      body: { code: '', ...sopFields(''), area: 'nowhere' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.fields).toMatchObject({
      code: SOP_EDIT_MESSAGES.codeRequired,
      title: SOP_EDIT_MESSAGES.titleRequired,
      area: SOP_EDIT_MESSAGES.areaRequired,
    });
    const dates = await approve(ben, SOP, 1, 1, { effectiveDate: '2027-01-01', nextReviewDate: '2027-01-01' });
    expect(dates.status).toBe(400);
    expect(dates.json!.fields).toEqual({ nextReviewDate: SOP_EDIT_MESSAGES.reviewAfterEffective });
  });

  it('revises the approved SOP: draft → in review → approved by another person, the old version superseded', async () => {
    const draft = await revise(ada);
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    expect(draft.json).toMatchObject({ seq: 2, version: '1.1', status: 'draft', effectiveDate: null });
    // One open version per SOP.
    const second = await revise(ben, SOP, 'major');
    expect(second.status).toBe(409);
    expect(second.json!.error).toBe(SOP_EDIT_MESSAGES.openVersion('1.1', 'draft'));

    const fields = sopFields('Informed consent process');
    const edited = await invoke('PUT', path(SOP, 2), {
      caller: ada,
      body: { ...fields, area: 'consent', rev: 1, summary: 'Revised: eConsent covered.' },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json).toMatchObject({ rev: 2, summary: 'Revised: eConsent covered.', lastEditedBy: ada.sub });
    const stale = await invoke('PUT', path(SOP, 2), { caller: ben, body: { ...fields, area: 'consent', rev: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json!.code).toBe('STALE_VERSION');

    // Submit, send back, submit again.
    expect((await move(ben, SOP, 2, 'submit', 2)).json).toMatchObject({ status: 'in_review', rev: 3 });
    const inReviewEdit = await invoke('PUT', path(SOP, 2), {
      caller: ada,
      body: { ...fields, area: 'consent', rev: 3 },
    });
    expect(inReviewEdit.status).toBe(409);
    expect(inReviewEdit.json!.error).toBe(SOP_EDIT_MESSAGES.notEditable('1.1', 'in_review'));
    expect((await move(ben, SOP, 2, 'return', 3)).json).toMatchObject({ status: 'draft', rev: 4 });
    expect((await move(ada, SOP, 2, 'return', 4)).status).toBe(409);
    expect((await move(ada, SOP, 2, 'submit', 4)).json).toMatchObject({ status: 'in_review', rev: 5 });

    // The last editor may not approve, and is told why before any password is checked.
    const own = await approve(ada, SOP, 2, 5, { password: 'not-even-checked' });
    expect(own.status).toBe(403);
    expect(own.json!.error).toBe(SOP_EDIT_MESSAGES.sameEditor);

    const approved = await approve(ben, SOP, 2, 5);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json).toMatchObject({
      status: 'approved',
      version: '1.1',
      effectiveDate: '2027-01-01',
      nextReviewDate: '2029-01-01',
      approval: { signerId: ben.sub, printedName: 'ben Staff', email: ben.email, meaning: 'Approved' },
    });

    // Superseded version kept and listed; subscribers read the new one.
    const versions = await sopVersions(SOP);
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      ['1.0', 'superseded'],
      ['1.1', 'approved'],
    ]);
    const current = (await listCurrentSops()).find((v) => v.sopId === SOP)!;
    expect(current).toMatchObject({ version: '1.1', summary: 'Revised: eConsent covered.' });
    // Approved for 2027-01-01: until that day subscribers read (and download) 1.0, from it 1.1.
    const eve = new Date('2026-12-31T23:59:59Z');
    const day = new Date('2027-01-01T00:00:00Z');
    expect((await sopInForce(SOP, eve)).current.version).toBe('1.0');
    expect((await sopInForce(SOP, day)).current).toMatchObject({
      version: '1.1',
      summary: 'Revised: eConsent covered.',
    });
    const listedOn = async (when: Date) =>
      (await sopsInForce(undefined, when)).filter((v) => v.sopId === SOP).map((v) => v.version);
    expect(await listedOn(eve)).toEqual(['1.0']);
    expect(await listedOn(day)).toEqual(['1.1']);
    expect((await sopsInForce(undefined, eve)).length).toBe((await listCurrentSops()).length);
    const listed = (await invoke('GET', '/api/cms/sops', { caller: cy })).json as unknown as SopStaffEntry[];
    const answered = listed.find((s) => s.id === SOP)!.versions;
    // The stored status is the workflow's record (the approval replaced 1.0) ...
    expect(answered.map((v) => [v.version, v.status, v.effectiveDate])).toEqual([
      ['1.0', 'superseded', '2026-11-02'],
      ['1.1', 'approved', '2027-01-01'],
    ]);
    // ... what staff are shown is how each stands on the day: 1.0 approved and in force until 1.1's date.
    const shownOn = (when: Date) =>
      answered.map((v) => {
        const { status, inForce, upcoming } = sopStandingOn(v, answered, when);
        return [v.version, status, inForce, upcoming];
      });
    expect(shownOn(eve)).toEqual([
      ['1.0', 'approved', true, false],
      ['1.1', 'approved', false, true],
    ]);
    expect(shownOn(day)).toEqual([
      ['1.0', 'superseded', false, false],
      ['1.1', 'approved', true, false],
    ]);
    // The detail answers the same versions, newest first.
    const detail = await invoke('GET', path(SOP), { caller: cy });
    expect((detail.json as unknown as SopStaffDetail).versions.map((v) => [v.version, v.status])).toEqual([
      ['1.1', 'approved'],
      ['1.0', 'superseded'],
    ]);
    // The library lists no superseded version before 1.1's date, 1.0 from it.
    expect(supersededOn(versions, eve)).toEqual([]);
    expect(supersededOn(versions, day).map((v) => v.version)).toEqual(['1.0']);

    // Every step trailed, in one verified chain.
    const trail = await readTrail('Sop', SOP);
    expect(trail.map((e) => [e.action, e.actor])).toEqual([
      ['revise', ada.sub],
      ['update', ada.sub],
      ['submit', ben.sub],
      ['return', ben.sub],
      ['submit', ada.sub],
      ['approve', ben.sub],
    ]);
    expect(trail[5]!.after).toMatchObject({
      version: '1.1',
      status: 'approved',
      superseding: { status: 'superseded' },
    });
    expect(verifyChain(trail)).toBeNull();
  });

  it('keeps approved and superseded versions immutable', async () => {
    const body = { ...sopFields('Informed consent process'), area: 'consent' };
    for (const [seq, rev, status] of [
      [2, 6, 'approved'],
      [1, 2, 'superseded'],
    ] as const) {
      const res = await invoke('PUT', path(SOP, seq), { caller: ada, body: { ...body, rev } });
      expect(res.status).toBe(409);
      expect(res.json!.error).toBe(SOP_EDIT_MESSAGES.notEditable(seq === 2 ? '1.1' : '1.0', status));
      expect((await move(ada, SOP, seq, 'submit', rev)).status).toBe(409);
      expect((await approve(ben, SOP, seq, rev)).status).toBe(409);
    }
    expect((await sopVersions(SOP)).map((v) => v.status)).toEqual(['superseded', 'approved']);
  });

  it('refuses a wrong password without approving, and counts it toward the signing lockout', async () => {
    const id = 'sop-ip-accountability';
    const draft = await revise(ada, id, 'major');
    expect(draft.json).toMatchObject({ version: '2.0', status: 'draft' });
    const seq = draft.json!.seq as number;
    await move(ada, id, seq, 'submit', 1);
    const wrong = await approve(cy, id, seq, 2, { password: 'wrong-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({ error: SOP_EDIT_MESSAGES.wrongPassword, code: 'SIGNATURE_REJECTED' });
    expect((await sopVersions(id)).map((v) => v.status)).toEqual(['approved', 'in_review']);
    const failures = (await readTrail('User', cy.sub)).filter((e) => e.action === 'signature.failed');
    expect(failures).toHaveLength(1);
    expect(await readTrail('Sop', id)).toHaveLength(2);
  });

  it('answers 404 for an unknown SOP or version', async () => {
    expect((await invoke('GET', '/api/cms/sops/sop-nothing', { caller: ada })).status).toBe(404);
    expect((await revise(ada, 'sop-nothing')).status).toBe(404);
    expect((await move(ada, SOP, 99, 'submit', 1)).status).toBe(404);
    expect((await approve(ben, SOP, 99, 1)).status).toBe(404);
  });

  it("pages the SOP list by version and one SOP's versions newest first, each with X-Next-Cursor", async () => {
    type Entry = { id: string; versions: Array<{ seq: number }> };
    const all = await invoke('GET', '/api/cms/sops', { caller: ada, query: { limit: '100' } });
    expect(all.headers['x-next-cursor']).toBeUndefined();
    const merged = new Map<string, number[]>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await invoke('GET', '/api/cms/sops', {
        caller: ada,
        query: { limit: '5', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      const entries = res.json as unknown as Entry[];
      expect(entries.flatMap((e) => e.versions).length).toBeLessThanOrEqual(5);
      // An SOP cut at a page's end continues under the same id.
      for (const e of entries) merged.set(e.id, [...(merged.get(e.id) ?? []), ...e.versions.map((v) => v.seq)]);
      cursor = res.headers['x-next-cursor'];
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(2);
    expect([...merged]).toEqual((all.json as unknown as Entry[]).map((e) => [e.id, e.versions.map((v) => v.seq)]));

    const whole = await invoke('GET', path(SOP), { caller: ada });
    const seqs = (whole.json as unknown as Entry).versions.map((v) => v.seq);
    expect(seqs.length).toBeGreaterThan(1);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const first = await invoke('GET', path(SOP), { caller: ada, query: { limit: '1' } });
    expect((first.json as unknown as Entry).versions.map((v) => v.seq)).toEqual([seqs[0]]);
    const second = await invoke('GET', path(SOP), {
      caller: ada,
      query: { limit: '1', cursor: first.headers['x-next-cursor']! },
    });
    expect((second.json as unknown as Entry).versions.map((v) => v.seq)).toEqual([seqs[1]]);
    // A cursor of another SOP's list is refused, not followed.
    const foreign = await invoke('GET', path('sop-nothing'), {
      caller: ada,
      query: { cursor: first.headers['x-next-cursor']! },
    });
    expect(foreign.status).toBe(400);
  });
});
