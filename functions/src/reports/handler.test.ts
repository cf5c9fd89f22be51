import { validateHeaderValue } from 'node:http';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CHECKLIST_NOTES_MAX, tooLongMessage } from '@cq/shared';
import { db, tableName } from '../data/core/client';
import { acceptSigningStatement, invoke, useTestTable, type Caller } from '../../test/harness';
import { SITE_ANSWERS } from '../../test/reportFixtures';
import { useUserPool } from '../../test/userPool';

useTestTable();

// Signing re-checks the password against a real user pool: cognito-local, as on the local stack.
const signer = { email: 'signer@example.com', password: 'Signer-Passw0rd!', firstName: 'Sam', lastName: 'Signer' };
const coauthor = {
  email: 'coauthor@example.com',
  password: 'Coauthor-Passw0rd!',
  firstName: 'Cora',
  lastName: 'Author',
};
const verifierAccount = {
  email: 'verifier@example.com',
  password: 'Verifier-Passw0rd!',
  firstName: 'Vera',
  lastName: 'Fier',
};
useUserPool([signer, coauthor, verifierAccount]);
const me: Caller = { sub: 'report-owner', email: signer.email, givenName: 'Sam', familyName: 'Signer' };
const other: Caller = { sub: 'report-other', email: 'other@example.com' };

const create = (body: Record<string, unknown> = {}, caller = me) =>
  invoke('POST', '/api/audit-reports', {
    caller,
    body: { type: 'gcp_site_audit', title: 'Site 7 GCP audit', ...body },
  });
const answer = (id: string, version: number, responses: unknown[], caller = me) =>
  invoke('PUT', `/api/audit-reports/${id}/responses`, { caller, body: { version, responses } });
const move = (id: string, body: Record<string, unknown>, caller = me) =>
  invoke('PATCH', `/api/audit-reports/${id}`, { caller, body });

const ANSWERS = SITE_ANSWERS;

async function completedReport(title = 'Site 7 GCP audit', caller = me) {
  const report = (await create({ title }, caller)).json!;
  let r = (await answer(report.id, 1, ANSWERS, caller)).json!;
  r = (await move(report.id, { version: r.version, status: 'review' }, caller)).json!;
  r = (await move(report.id, { version: r.version, status: 'completed' }, caller)).json!;
  return r;
}

describe('creating and answering a report', () => {
  it('starts a draft with the type’s five questions', async () => {
    const res = await create({ notes: 'Routine monitoring visit' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'draft',
      progress: 0,
      findings: 0,
      riskScore: 0,
      riskLevel: 'Low',
      notes: 'Routine monitoring visit',
      createdBy: me.sub,
      reviewerId: null,
      authorIds: [me.sub],
      signatures: [],
    });
    expect(res.json!.checklist.map((q: { id: string }) => q.id)).toEqual([
      'site-1',
      'site-2',
      'site-3',
      'site-4',
      'site-5',
    ]);
    expect(res.json!.checklist[0]).toMatchObject({
      category: 'Informed Consent',
      priority: 'critical',
      response: null,
      notes: '',
    });
  });

  it('refuses a blank title and an unknown type with the field messages', async () => {
    expect((await create({ title: '  ' })).json!.fields).toEqual({ title: 'Title is required' });
    expect((await create({ type: 'desk_review' })).json!.fields).toEqual({ type: 'Report type is required' });
  });

  it('recomputes findings, score, progress and compliance from the answers, the same every time', async () => {
    const report = (await create()).json!;
    const first = await answer(report.id, 1, ANSWERS);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      status: 'in_progress',
      progress: 100,
      findings: 3,
      riskScore: 50,
      riskLevel: 'Medium',
      complianceRate: 25,
      version: 2,
    });
    expect(
      first.json!.generatedFindings.map((f: { severity: string; points: number; capa: string | null }) => [
        f.severity,
        f.points,
        f.capa !== null,
      ]),
    ).toEqual([
      ['critical', 25, true],
      ['high', 15, false],
      ['medium', 10, true],
    ]);
    const again = await answer(report.id, 2, ANSWERS);
    expect(again.json!.generatedFindings).toEqual(first.json!.generatedFindings);
    expect(again.json!.riskScore).toBe(50);
    const stale = await answer(report.id, 2, ANSWERS);
    expect(stale.status).toBe(409);
  });

  it('removes text direction overrides from titles and notes, so what is stored reads as it shows', async () => {
    // U+202E reverses what follows: "\u202Eevil" would display as "live".
    const res = await create({ title: 'Site \u202Eevil\u202C 9', notes: '\u2067Note\u2069 \u202Aone\u202B\u202D' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ title: 'Site evil 9', notes: 'Note one' });
    const answered = await answer(res.json!.id, 1, [
      { questionId: 'site-1', response: 'non_compliant', notes: 'Consent \u202Edated\u202C late' },
    ]);
    expect(answered.json!.checklist[0].notes).toBe('Consent dated late');
    const stored = (await invoke('GET', `/api/audit-reports/${res.json!.id}`, { caller: me })).json!;
    expect(stored).toMatchObject({ title: 'Site evil 9', notes: 'Note one' });
    expect(stored.generatedFindings[0].description).toContain('Consent dated late');
    // A title of nothing else is blank.
    const blank = await create({ title: '\u202E\u2066 ' });
    expect(blank.status).toBe(400);
    expect(blank.json!.fields).toEqual({ title: 'Title is required' });
  });

  it('refuses an answer to a question the report does not have', async () => {
    const report = (await create()).json!;
    const res = await answer(report.id, 1, [{ questionId: 'vendor-1', response: 'compliant' }]);
    expect(res.status).toBe(400);
  });

  it('refuses notes over 2 000 characters with the field’s message and stores nothing; 2 000 are kept whole', async () => {
    const report = (await create()).json!;
    const over = `${'Observed: '.repeat(199)}end of it!!`; // 2 001 characters
    expect(over).toHaveLength(CHECKLIST_NOTES_MAX + 1);
    const refused = await answer(report.id, 1, [{ questionId: 'site-1', response: 'non_compliant', notes: over }]);
    expect(refused.status).toBe(400);
    expect(refused.json!.fields).toEqual({ 'responses.0.notes': tooLongMessage(CHECKLIST_NOTES_MAX) });
    expect(refused.json!.fields['responses.0.notes']).toBe('Must be at most 2\u00a0000 characters');
    const stored = (await invoke('GET', `/api/audit-reports/${report.id}`, { caller: me })).json!;
    expect(stored).toMatchObject({ version: 1, progress: 0, findings: 0 });

    // At the limit the observation is kept to its last character, in the answer and in its finding.
    const whole = over.slice(1);
    const kept = await answer(report.id, 1, [{ questionId: 'site-1', response: 'non_compliant', notes: whole }]);
    expect(kept.status).toBe(200);
    expect(kept.json!.checklist[0].notes).toBe(whole);
    expect(kept.json!.generatedFindings[0].description.endsWith('end of it!!')).toBe(true);
  });

  it('lists each report with how much of its checklist is answered (its score is provisional until all is)', async () => {
    const report = (await create({ title: 'Counted' })).json!;
    await answer(report.id, 1, ANSWERS.slice(0, 1));
    const listed = (await invoke('GET', '/api/audit-reports', { caller: me })).json!.find(
      (r: { id: string }) => r.id === report.id,
    );
    expect(listed).toMatchObject({ answered: 1, questions: 5, progress: 20 });
  });
});

describe('status moves, deleting and signing', () => {
  it('moves draft → in progress → review → completed (+500 XP); review may go back; others are 409', async () => {
    const report = (await create()).json!;
    expect((await move(report.id, { version: 1, status: 'completed' })).json).toEqual({
      error: 'A report cannot move from Draft to Completed.',
    });
    let r = (await answer(report.id, 1, ANSWERS.slice(0, 2))).json!;
    r = (await move(report.id, { version: r.version, status: 'review' })).json!;
    expect(r.status).toBe('review');
    r = (await move(report.id, { version: r.version, status: 'in_progress' })).json!;
    r = (await move(report.id, { version: r.version, status: 'review' })).json!;
    // Two of five answered: completing would settle a half-answered report.
    const early = await move(report.id, { version: r.version, status: 'completed' });
    expect(early.status).toBe(409);
    expect(early.json).toEqual({
      error:
        'Answer every checklist item before completing the report: 3 of 5 are still unanswered. ' +
        'Mark items that do not apply as Not Applicable.',
    });
    r = (await move(report.id, { version: r.version, status: 'in_progress' })).json!;
    r = (await answer(report.id, r.version, ANSWERS)).json!;
    r = (await move(report.id, { version: r.version, status: 'review' })).json!;
    const xpBefore = (await invoke('GET', '/api/auth/user', { caller: me })).json!.xpPoints;
    r = (await move(report.id, { version: r.version, status: 'completed' })).json!;
    expect(r).toMatchObject({ status: 'completed', completedAt: expect.stringMatching(/Z$/) });
    expect((await invoke('GET', '/api/auth/user', { caller: me })).json!.xpPoints).toBe(xpBefore + 500);
    const locked = await answer(report.id, r.version, ANSWERS);
    expect(locked.status).toBe(409);
    const deleted = await invoke('DELETE', `/api/audit-reports/${report.id}`, { caller: me });
    expect(deleted.status).toBe(409);
    expect(deleted.json).toEqual({ error: 'A Completed report cannot be deleted.' });
  });

  it('answers in progress are a draft (no reason); in review, altering an answer, title or notes needs one', async () => {
    const report = (await create({ notes: 'Routine visit' })).json!;
    let r = (await answer(report.id, 1, ANSWERS.slice(0, 2))).json!;
    r = (await answer(report.id, r.version, [{ questionId: 'site-2', response: 'non_compliant' }])).json!;
    r = (await move(report.id, { version: r.version, status: 'review', reviewerId: null })).json!;
    const firstAnswer = await answer(report.id, r.version, [{ questionId: 'site-3', response: 'compliant' }]);
    expect(firstAnswer.status).toBe(200);
    r = firstAnswer.json!;
    const REFUSED = { error: 'Give a reason for this change', fields: { reason: 'Give a reason for this change' } };
    const altered = await answer(report.id, r.version, [{ questionId: 'site-2', response: 'compliant' }]);
    expect(altered.status).toBe(400);
    expect(altered.json).toEqual(REFUSED);
    for (const body of [{ title: 'Site 7 GCP re-audit' }, { notes: 'Unannounced visit' }]) {
      expect((await move(report.id, { version: r.version, ...body })).json).toEqual(REFUSED);
    }
    const explained = await invoke('PUT', `/api/audit-reports/${report.id}/responses`, {
      caller: me,
      body: {
        version: r.version,
        responses: [{ questionId: 'site-2', response: 'compliant' }],
        reason: 'Log found in the archive',
      },
    });
    expect(explained.status).toBe(200);
    r = (
      await move(report.id, { version: explained.json!.version, notes: 'Unannounced visit', reason: 'Was unannounced' })
    ).json!;
    expect(r).toMatchObject({ notes: 'Unannounced visit', status: 'review' });
    const trail = (await invoke('GET', `/api/audit-reports/${report.id}/trail`, { caller: me })).json!;
    expect(trail.entries.slice(-2).map((e: { action: string; reason?: string }) => [e.action, e.reason])).toEqual([
      ['responses', 'Log found in the archive'],
      ['update', 'Was unannounced'],
    ]);
  });

  it('deletes a draft, trailed, and then it is gone', async () => {
    const report = (await create({ title: 'Throwaway' })).json!;
    expect((await invoke('DELETE', `/api/audit-reports/${report.id}`, { caller: me })).status).toBe(200);
    expect((await invoke('GET', `/api/audit-reports/${report.id}`, { caller: me })).status).toBe(404);
  });

  it('signs only with the right password; a wrong one signs nothing and keeps the session', async () => {
    const report = await completedReport();
    await acceptSigningStatement(me);
    const wrong = await invoke('POST', `/api/audit-reports/${report.id}/approve`, {
      caller: me,
      body: { version: report.version, password: 'not-my-password', meaning: 'Approved' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({
      error: 'The password is not correct. The report was not signed.',
      code: 'SIGNATURE_REJECTED',
    });
    expect((await invoke('GET', `/api/audit-reports/${report.id}`, { caller: me })).json).toMatchObject({
      status: 'completed',
      signatures: [],
    });

    const signed = await invoke('POST', `/api/audit-reports/${report.id}/approve`, {
      caller: me,
      body: { version: report.version, password: signer.password, meaning: 'Approved' },
    });
    expect(signed.status).toBe(200);
    expect(signed.json).toMatchObject({
      status: 'approved',
      signatures: [
        {
          signerId: me.sub,
          printedName: 'Sam Signer',
          email: signer.email,
          meaning: 'Approved',
          signedAt: expect.stringMatching(/Z$/),
          contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      ],
    });
    const v = signed.json!.version;
    expect((await move(report.id, { version: v, title: 'Edited after signing' })).json).toEqual({
      error: 'An approved report is signed and cannot be changed.',
    });
    expect((await answer(report.id, v, ANSWERS)).status).toBe(409);
    expect((await invoke('DELETE', `/api/audit-reports/${report.id}`, { caller: me })).status).toBe(409);
    const trail = await invoke('GET', `/api/audit-reports/${report.id}/trail`, { caller: me });
    expect(trail.json!.verified).toBe(true);
    expect(trail.json!.entries.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'responses',
      'status.review',
      'status.completed',
      'sign',
    ]);
  });

  it('records an "Authored" or "Reviewed" signature without approving; only "Approved" approves and locks', async () => {
    // Another account, so this test's signatures use a rate-limit window of their own.
    const author: Caller = { sub: 'report-author-2', email: coauthor.email, givenName: 'Cora', familyName: 'Author' };
    const report = await completedReport('Site 8 GCP audit', author);
    await acceptSigningStatement(author);
    const authored = await invoke('POST', `/api/audit-reports/${report.id}/approve`, {
      caller: author,
      body: { version: report.version, password: coauthor.password, meaning: 'Authored' },
    });
    expect(authored.status).toBe(200);
    expect(authored.json).toMatchObject({
      status: 'completed',
      signatures: [{ meaning: 'Authored', signerId: author.sub }],
    });
    const again = await invoke('POST', `/api/audit-reports/${report.id}/approve`, {
      caller: author,
      body: { version: authored.json!.version, password: coauthor.password, meaning: 'Authored' },
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: 'You have already signed this report as "Authored".' });
    const approved = await invoke('POST', `/api/audit-reports/${report.id}/approve`, {
      caller: author,
      body: { version: authored.json!.version, password: coauthor.password, meaning: 'Approved' },
    });
    expect(approved.status).toBe(200);
    expect(approved.json!.status).toBe('approved');
    expect(approved.json!.signatures.map((s: { meaning: string }) => s.meaning)).toEqual(['Authored', 'Approved']);
  });

  it('re-verifies every signature on each read: content changed in the table makes it invalid, on the page and in exports', async () => {
    // Another account, so these signatures use a rate-limit window of their own.
    const verifier: Caller = {
      sub: 'report-verifier',
      email: verifierAccount.email,
      givenName: 'Vera',
      familyName: 'Fier',
    };
    const report = await completedReport('Site 9 GCP audit', verifier);
    await acceptSigningStatement(verifier);
    const authored = await invoke('POST', `/api/audit-reports/${report.id}/approve`, {
      caller: verifier,
      body: { version: report.version, password: verifierAccount.password, meaning: 'Authored' },
    });
    expect(authored.json!.signatures).toEqual([expect.objectContaining({ meaning: 'Authored', valid: true })]);
    const read = await invoke('GET', `/api/audit-reports/${report.id}`, { caller: verifier });
    expect(read.json!.signatures).toEqual([expect.objectContaining({ meaning: 'Authored', valid: true })]);
    const md = async () =>
      (
        await invoke('GET', `/api/audit-reports/${report.id}/export`, { caller: verifier, query: { format: 'md' } })
      ).raw.toString('utf8');
    expect(await md()).not.toContain('Signature invalid');
    // The verdict is worked out on read, never stored.
    const key = { PK: `WS#${verifier.sub}`, SK: `REPORT#${report.id}` };
    const item = (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item!;
    expect(Object.keys(item.signatures[0]).sort()).toEqual([
      'contentHash',
      'email',
      'meaning',
      'printedName',
      'signedAt',
      'signerId',
    ]);

    // Someone with table access rewrites a finding's note behind the API's back.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #checklist[0].#notes = :forged',
        ExpressionAttributeNames: { '#checklist': 'checklist', '#notes': 'notes' },
        ExpressionAttributeValues: { ':forged': 'Every participant consented on the current version.' },
      }),
    );
    const after = await invoke('GET', `/api/audit-reports/${report.id}`, { caller: verifier });
    expect(after.json!.checklist[0].notes).toBe('Every participant consented on the current version.');
    expect(after.json!.signatures).toEqual([
      expect.objectContaining({
        meaning: 'Authored',
        contentHash: authored.json!.signatures[0].contentHash,
        valid: false,
      }),
    ]);
    const text = await md();
    expect(text).toContain(
      // The Markdown export writes user text's angle brackets as entities: they read the same, and no tag survives.
      `- Authored by Vera Fier &lt;${verifierAccount.email}&gt; at ${authored.json!.signatures[0].signedAt} (UTC); content SHA-256 ` +
        `${authored.json!.signatures[0].contentHash}. Signature invalid: the record changed after it was signed`,
    );
    const html = await invoke('GET', `/api/audit-reports/${report.id}/export`, {
      caller: verifier,
      query: { format: 'html' },
    });
    expect(html.raw.toString('utf8')).toContain('. Signature invalid: the record changed after it was signed</p>');

    // No new signature over the changed content: it would make the report look settled.
    const approve = await invoke('POST', `/api/audit-reports/${report.id}/approve`, {
      caller: verifier,
      body: { version: authored.json!.version, password: verifierAccount.password, meaning: 'Approved' },
    });
    expect(approve.status).toBe(409);
    expect(approve.json).toEqual({
      error: 'Signature invalid: the record changed after it was signed; it cannot be signed again.',
    });
  });

  it('signs only a completed report', async () => {
    const report = (await create()).json!;
    const res = await invoke('POST', `/api/audit-reports/${report.id}/approve`, {
      caller: me,
      body: { version: 1, password: signer.password, meaning: 'Approved' },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'A report cannot move from Draft to Approved.' });
  });
});

describe('exports', () => {
  it('names the file in any script: UTF-8 filename* with an ASCII fallback, a header Node accepts', async () => {
    const report = await completedReport('Zürich Ω 東京 review');
    const day = new Date().toISOString().slice(0, 10);
    for (const format of ['pdf', 'html', 'md'] as const) {
      const res = await invoke('GET', `/api/audit-reports/${report.id}/export`, { caller: me, query: { format } });
      expect(res.status).toBe(200);
      const header = res.headers['content-disposition']!;
      // What the local server and Lambda's runtime check before sending (it threw for Ω and 東京 before).
      expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
      expect(header).toBe(
        `attachment; filename=Zurich-review-${day}.${format}; filename*=UTF-8''${encodeURIComponent(`Zürich-Ω-東京-review-${day}.${format}`)}`,
      );
    }
  });

  it('renders the same content as PDF, HTML and Markdown, as attachments, and trails each export', async () => {
    const report = await completedReport('Site 7 / Q4 audit');
    const day = new Date().toISOString().slice(0, 10);
    const md = await invoke('GET', `/api/audit-reports/${report.id}/export`, { caller: me, query: { format: 'md' } });
    expect(md.headers['content-disposition']).toBe(`attachment; filename=Site-7-Q4-audit-${day}.md`);
    const text = md.raw.toString('utf8');
    expect(text).toContain('# Site 7 / Q4 audit');
    expect(text).toContain('| 1 | Did every participant sign the current approved consent form');
    expect(text).toContain('Non-Compliant');
    expect(text).toContain('**50/100 — Medium**');
    expect(text).toContain('25 + 15 + 10 = 50');

    const html = await invoke('GET', `/api/audit-reports/${report.id}/export`, {
      caller: me,
      query: { format: 'html' },
    });
    const page = html.raw.toString('utf8');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page).toContain('<h1>Site 7 / Q4 audit</h1>');
    expect(page).not.toMatch(/<script|https?:\/\//);

    const pdf = await invoke('GET', `/api/audit-reports/${report.id}/export`, { caller: me, query: { format: 'pdf' } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await getDocument({ data: new Uint8Array(pdf.raw), verbosity: 0 }).promise;
    let pdfText = '';
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      pdfText += content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
    }
    expect(pdfText).toContain('Site 7 / Q4 audit');
    expect(pdfText).toContain('50/100 - Medium');
    expect(pdfText).toContain('Recommendation: Track consent form versions against IRB approvals');

    const trail = await invoke('GET', `/api/audit-reports/${report.id}/trail`, { caller: me });
    expect(trail.json!.entries.filter((e: { action: string }) => e.action === 'export')).toHaveLength(3);
  });

  it('refuses an unknown format', async () => {
    const report = (await create()).json!;
    const res = await invoke('GET', `/api/audit-reports/${report.id}/export`, {
      caller: me,
      query: { format: 'docx' },
    });
    expect(res.json!.fields).toEqual({ format: 'Format must be pdf, html or md' });
  });
});

describe('owner isolation', () => {
  it("answers another user's report exactly like a missing one on every route", async () => {
    const report = (await create()).json!;
    const calls: Array<[string, string, unknown?, Record<string, string>?]> = [
      ['GET', ''],
      ['PATCH', '', { version: 1, title: 'Mine now' }],
      ['DELETE', ''],
      ['PUT', '/responses', { version: 1, responses: [] }],
      ['POST', '/approve', { version: 1, password: 'x', meaning: 'Approved' }],
      ['GET', '/export', undefined, { format: 'md' }],
      ['GET', '/trail'],
    ];
    for (const [method, suffix, body, query] of calls) {
      const theirs = await invoke(method, `/api/audit-reports/${report.id}${suffix}`, { caller: other, body, query });
      expect(theirs.status, `${method} ${suffix}`).toBe(404);
      expect(theirs.json).toEqual({ error: 'Report not found' });
    }
    expect((await invoke('GET', `/api/audit-reports/${report.id}`, { caller: me })).json).toMatchObject({
      version: 1,
      title: 'Site 7 GCP audit',
    });
    expect((await invoke('GET', '/api/audit-reports', { caller: other })).json).toEqual([]);
  });
});

describe('completion: CAPA records and the audit’s findings', () => {
  it('creates a CAPA per finding that needs one, due in 30 days, and adds the findings to the attached audit once', async () => {
    const audit = await invoke('POST', '/api/audits', {
      caller: me,
      body: { title: 'Site 7 visit', type: 'clinical_trial' },
    });
    const report = (await create({ auditId: audit.json!.id })).json!;
    let r = (await answer(report.id, 1, ANSWERS)).json!;
    r = (await move(report.id, { version: r.version, status: 'review' })).json!;
    expect((await move(report.id, { version: r.version, status: 'completed' })).status).toBe(200);

    const capas = (await invoke('GET', `/api/audit-reports/${report.id}/capas`, { caller: me })).json!;
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(
      capas.map((c: { findingId: string; status: string; dueDate: string }) => [c.findingId, c.status, c.dueDate]),
    ).toEqual([
      // Each CAPA hangs on the finding the report raised for the same question (one record, its id shared).
      [`${report.id}.site-1`, 'open', due],
      [`${report.id}.site-5`, 'open', due],
    ]);

    const findings = (await invoke('GET', `/api/audits/${audit.json!.id}/findings`, { caller: me })).json!;
    expect(findings.map((f: { severity: string; status: string }) => [f.severity, f.status])).toEqual([
      ['critical', 'open'],
      ['high', 'open'],
      ['medium', 'open'],
    ]);
  });

  it('moves a CAPA open → in progress → verified → closed; closing needs an effective check', async () => {
    const report = await completedReport('CAPA walk-through');
    const [first] = (await invoke('GET', `/api/audit-reports/${report.id}/capas`, { caller: me })).json as Array<{
      id: string;
    }>;
    const patch = (body: Record<string, unknown>) => invoke('PATCH', `/api/capas/${first!.id}`, { caller: me, body });
    expect((await patch({ version: 1, status: 'closed' })).json).toEqual({
      error: 'A CAPA cannot move from Open to Closed.',
    });
    let c = (
      await patch({
        version: 1,
        status: 'in_progress',
        rootCause: 'Consent version not checked at visit',
        responsiblePerson: 'Site QA lead',
        correctiveAction: 'Re-consented both participants',
      })
    ).json!;
    c = (
      await invoke('POST', `/api/capas/${first!.id}/effectiveness-checks`, {
        caller: me,
        body: { version: c.version, method: 'Visit review', result: 'effective', notes: 'No recurrence in 3 visits' },
      })
    ).json!;
    c = (await patch({ version: c.version, status: 'verified' })).json!;
    c = (await patch({ version: c.version, status: 'closed' })).json!;
    expect(c).toMatchObject({ status: 'closed', version: 5 });
    expect((await patch({ version: 5, title: 'Later edit' })).json).toEqual({
      error: 'A Closed CAPA is final and cannot be changed.',
    });
    expect(
      (await invoke('PATCH', `/api/capas/${first!.id}`, { caller: other, body: { version: 5, title: 'x' } })).status,
    ).toBe(404);

    // Its own trail: every move with old and new values and the chain verified; another owner's is not found.
    const trail = await invoke('GET', `/api/capas/${first!.id}/trail`, { caller: me });
    expect(trail.status).toBe(200);
    expect(trail.json).toMatchObject({ verified: true });
    const entries = trail.json!.entries as Array<{ action: string; before: unknown; after: unknown }>;
    expect(entries.map((e) => e.action)).toEqual([
      'create',
      'status.in_progress',
      'effectiveness_check',
      'status.verified',
      'status.closed',
    ]);
    expect(entries[1]).toMatchObject({
      before: { status: 'open' },
      after: { status: 'in_progress', rootCause: 'Consent version not checked at visit' },
    });
    expect((await invoke('GET', `/api/capas/${first!.id}/trail`, { caller: other })).status).toBe(404);
  });
});
