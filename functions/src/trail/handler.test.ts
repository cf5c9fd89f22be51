import { beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { acceptSigningStatement, asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { useUserPool } from '../../test/userPool';
import { joinOrg } from '../../test/members';
import { readTrail, verifyChain } from '../data/trail/trail';

useTestTable();

const PASSWORD = 'Trail-Review-Passw0rd!';
const people = ['tori', 'rex', 'ally', 'vic', 'lena', 'otto'] as const;
useUserPool(people.map((n) => ({ email: `${n}@example.com`, password: PASSWORD, firstName: n, lastName: 'Trail' })));
const caller = (name: string): Caller => ({ sub: `${name}-sub`, email: `${name}@example.com`, givenName: name });
const tori = caller('tori'); // owner of the organisation
const rex = caller('rex'); // reviewer
const ally = caller('ally'); // auditor
const vic = caller('vic'); // viewer
const lena = caller('lena'); // reviewer who mistypes her password
const otto = caller('otto'); // another workspace's owner

const today = () => new Date().toISOString().slice(0, 10);
let orgId = '';
const ws = () => ({ 'x-workspace-id': orgId });

beforeAll(async () => {
  for (const who of [tori, otto]) await asProUser(who);
  for (const who of people.map(caller)) {
    await invoke('GET', '/api/auth/user', { caller: who });
    await invoke('PATCH', '/api/auth/user', {
      caller: who,
      body: { version: 1, firstName: who.givenName, lastName: 'Trail' },
    });
  }
  for (const who of [rex, lena]) await acceptSigningStatement(who);
  const org = await invoke('POST', '/api/orgs', { caller: tori, body: { name: 'Trail QA' } });
  expect(org.status).toBe(201);
  orgId = org.json!.id as string;
  await joinOrg(orgId, tori, rex, 'reviewer');
  await joinOrg(orgId, tori, ally, 'auditor');
  await joinOrg(orgId, tori, vic, 'viewer');
  await joinOrg(orgId, tori, lena, 'reviewer');
});

async function auditIn(who: Caller, headers: Record<string, string>, title: string) {
  const res = await invoke('POST', '/api/audits', { caller: who, headers, body: { title, type: 'compliance' } });
  expect(res.status).toBe(201);
  const renamed = await invoke('PATCH', `/api/audits/${res.json!.id}`, {
    caller: who,
    headers,
    body: { version: 1, title: `${title} (renamed)`, reason: 'Sponsor naming, "v2"' },
  });
  expect(renamed.status).toBe(200);
  return res.json!.id as string;
}

const csvLines = (raw: Buffer) => raw.toString('utf8').split('\r\n');

async function pdfText(raw: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(raw), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    lines.push(...content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean));
  }
  return lines;
}

const HEADER =
  '"Record type","Record id","Seq","At (UTC)","Actor","Actor id","Action","Reason","Before","After","Via","Hash"';

describe("a record's trail export", () => {
  it('gives every entry as CSV, line by line, with the reason; another workspace’s record is not found', async () => {
    const id = await auditIn(tori, ws(), 'Vendor audit');
    const res = await invoke('GET', `/api/trail/records/audit/${id}/export`, {
      caller: rex,
      headers: ws(),
      query: { format: 'csv' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`trail-audit-${id}.csv`);
    const [created, renamed] = await readTrail('Audit', id);
    const lines = csvLines(res.raw);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"Audit","${id}","1","${created!.at}","tori Trail","tori-sub","create","","","\\{.*""title"":""Vendor audit"".*\\}","","${created!.hash}"$`,
      ),
    );
    expect(lines[2]).toBe(
      `"Audit","${id}","2","${renamed!.at}","tori Trail","tori-sub","update","Sponsor naming, ""v2""",` +
        `"{""title"":""Vendor audit""}","{""title"":""Vendor audit (renamed)""}","","${renamed!.hash}"`,
    );
    expect(lines[3]).toBe('');

    const otherAudit = await auditIn(otto, {}, 'Otto audit');
    const foreign = await invoke('GET', `/api/trail/records/audit/${otherAudit}/export`, {
      caller: rex,
      headers: ws(),
      query: { format: 'csv' },
    });
    expect(foreign.status).toBe(404);
    const badType = await invoke('GET', `/api/trail/records/user/${id}/export`, {
      caller: rex,
      headers: ws(),
      query: { format: 'csv' },
    });
    expect(badType.status).toBe(400);
  });

  it('gives the same entries as PDF, read back', async () => {
    const id = await auditIn(tori, ws(), 'PDF audit');
    const res = await invoke('GET', `/api/trail/records/audit/${id}/export`, {
      caller: tori,
      headers: ws(),
      query: { format: 'pdf' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.raw);
    expect(text[0]).toBe(`Audit trail: audit ${id}`);
    expect(text).toContain(`Every entry of audit ${id}, oldest first.`);
    expect(text).toContain(`Audit ${id} #1: create`);
    expect(text).toContain(`Audit ${id} #2: update`);
    expect(text).toContain('Reason: Sponsor naming, "v2"');
    expect(text).toContain('After: {"title":"PDF audit (renamed)"}');
    expect(text).toContain('Page 1 of 1');
  });
});

describe('a range export', () => {
  it("holds only this workspace's entries of the range, and refuses a range over 92 days or backwards", async () => {
    const mine = await auditIn(ally, ws(), 'Range audit');
    const theirs = await auditIn(otto, {}, 'Their range audit');
    const res = await invoke('GET', '/api/trail/export', {
      caller: rex,
      headers: ws(),
      query: { from: today(), to: today(), format: 'csv' },
    });
    expect(res.status).toBe(200);
    const lines = csvLines(res.raw);
    expect(lines[0]).toBe(HEADER);
    const ids = lines.slice(1, -1).map((line) => line.split('","')[1]);
    expect(ids).toContain(mine);
    expect(ids).toContain(orgId);
    expect(ids).not.toContain(theirs);
    // Oldest first.
    const times = lines.slice(1, -1).map((line) => line.split('","')[3]!);
    expect(times).toEqual([...times].sort());

    const long = await invoke('GET', '/api/trail/export', {
      caller: rex,
      headers: ws(),
      query: { from: '2026-01-01', to: '2026-04-03', format: 'csv' },
    });
    expect(long.status).toBe(400);
    expect(long.json!.fields).toEqual({ to: 'Choose at most 92 days' });
    const exactly = await invoke('GET', '/api/trail/export', {
      caller: rex,
      headers: ws(),
      query: { from: '2026-01-01', to: '2026-04-02', format: 'csv' },
    });
    expect(exactly.status).toBe(200);
    const backwards = await invoke('GET', '/api/trail/export', {
      caller: rex,
      headers: ws(),
      query: { from: '2026-02-02', to: '2026-02-01', format: 'pdf' },
    });
    expect(backwards.json!.fields).toEqual({ to: 'To cannot be before From' });
  });

  it('is refused to an auditor and a viewer (403), as are the reviews', async () => {
    for (const who of [ally, vic]) {
      const res = await invoke('GET', '/api/trail/export', {
        caller: who,
        headers: ws(),
        query: { from: today(), to: today(), format: 'csv' },
      });
      expect(res.status).toBe(403);
      expect((await invoke('GET', '/api/trail/reviews', { caller: who, headers: ws() })).status).toBe(403);
    }
  });
});

describe('a periodic trail review (Annex 11 §9)', () => {
  const review = (who: Caller, password: string, extra: Record<string, unknown> = {}) =>
    invoke('POST', '/api/trail/reviews', {
      caller: who,
      headers: ws(),
      body: { from: today(), to: today(), result: 'no_issues', notes: '', password, ...extra },
    });

  it('is signed with the password, listed with who, when and the range, and trailed', async () => {
    const noNotes = await review(rex, PASSWORD, { result: 'issues_found' });
    expect(noNotes.status).toBe(400);
    expect(noNotes.json!.fields).toEqual({ notes: 'Describe what was found' });
    const signed = await review(rex, PASSWORD, { notes: 'Spot-checked the renames' });
    expect(signed.status).toBe(201);
    expect(signed.json).toMatchObject({
      from: today(),
      to: today(),
      result: 'no_issues',
      notes: 'Spot-checked the renames',
      signature: { signerId: 'rex-sub', printedName: 'rex Trail', email: 'rex@example.com', meaning: 'Reviewed' },
    });
    expect(signed.json!.entries).toBeGreaterThan(0);
    const listed = await invoke('GET', '/api/trail/reviews', { caller: tori, headers: ws() });
    expect(listed.json).toEqual([signed.json]);
    expect((await invoke('GET', '/api/trail/reviews', { caller: otto })).json).toEqual([]);
    const trail = await readTrail('TrailReview', signed.json!.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'create', actor: 'rex-sub', workspaceId: orgId, after: signed.json });
    expect(verifyChain(trail)).toBeNull();
  });

  it('records nothing with a wrong password, and wrong ones count toward the signing lockout', async () => {
    for (let i = 1; i <= 4; i++) {
      const wrong = await review(lena, `wrong-${i}`);
      expect(wrong.status).toBe(403);
      expect(wrong.json).toEqual({
        error: 'The password is not correct. The review was not recorded.',
        code: 'SIGNATURE_REJECTED',
      });
    }
    const fifth = await review(lena, 'wrong-5');
    expect(fifth.status).toBe(423);
    expect(fifth.json!.code).toBe('SIGNING_LOCKED');
    expect((await review(lena, PASSWORD)).status).toBe(423);
    const failures = (await readTrail('User', lena.sub)).filter((e) => e.action === 'signature.failed');
    expect(failures).toHaveLength(5);
    const listed = (await invoke('GET', '/api/trail/reviews', { caller: lena, headers: ws() })).json!;
    expect(listed.filter((r: { signature: { signerId: string } }) => r.signature.signerId === 'lena-sub')).toEqual([]);
  });
});
