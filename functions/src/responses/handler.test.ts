import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../data/ops/outbox';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/core/client';
import { store } from '../data/core/store';
import { checkedTrail } from '../data/trail/trail';
import { asProUser, invoke, partition, useTestTable, type Caller } from '../../test/harness';
import { completedSiteReport } from '../../test/reportFixtures';
import { answer, askCode, mailedCode, send, session } from '../../test/portalFixtures';
import '../data/audits/report.entity';
import '../data/responses/response.entity';

/**
 * The auditee portal (issue 20): findings sent through a link whose token is only stored hashed, opened with a
 * code mailed to the recipient, answered and submitted by them (each write trailed as them), and accepted or
 * returned by the auditor.
 */
useTestTable();

const alice: Caller = { sub: 'resp-alice', email: 'resp-alice@example.com' };
const mallory: Caller = { sub: 'resp-mallory', email: 'resp-mallory@example.com' };
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ACTOR = 'Sam Site <sam@site.example> (auditee, verified by code)';

beforeAll(async () => {
  for (const caller of [alice, mallory]) await asProUser(caller);
});

interface Finding {
  id: string;
  questionId: string;
  capaId: string | null;
  version: number;
}

/** An audit with a completed GCP site report: findings site-1 (with a CAPA), site-3 (none), site-5 (with one). */
async function auditWithFindings(caller: Caller, title: string) {
  const audit = await invoke('POST', '/api/audits', { caller, body: { title, type: 'clinical_trial' } });
  expect(audit.status).toBe(201);
  const report = await completedSiteReport(caller, audit.json!.id);
  const findings = await invoke('GET', `/api/audits/${audit.json!.id}/findings`, { caller });
  const byQuestion = (q: string) => (findings.json as Finding[]).find((f) => f.questionId === q)!;
  return {
    id: audit.json!.id as string,
    reportId: report.id as string,
    site1: byQuestion('site-1'),
    site3: byQuestion('site-3'),
    site5: byQuestion('site-5'),
  };
}

describe('response requests', () => {
  it('stores only the SHA-256 of a 256-bit link token, bound to the audit and its open findings, 30 days past due', async () => {
    const audit = await auditWithFindings(alice, 'Token audit');
    const sent = await send(alice, audit.id);
    expect(sent.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(sent.token, 'base64url')).toHaveLength(32);
    expect(sent.expiresAt).toBe(
      `${new Date(Date.parse(day(30)) + 30 * 86_400_000).toISOString().slice(0, 10)}T23:59:59.999Z`,
    );
    const lookup = await partition(`RESPTOKEN#${sha256(sent.token)}`);
    expect(lookup).toHaveLength(1);
    expect(lookup[0]).toMatchObject({ workspaceId: alice.sub, requestId: sent.id });
    const owned = JSON.stringify(await partition(`WS#${alice.sub}`));
    expect(owned).not.toContain(sent.token);
    const trail = JSON.stringify((await checkedTrail('ResponseRequest', sent.id)).entries);
    expect(trail).not.toContain(sent.token);
    const list = await invoke('GET', `/api/audits/${audit.id}/response-requests`, { caller: alice });
    expect(list.json![0]).toMatchObject({
      id: sent.id,
      status: 'sent',
      dueDate: day(30),
      findingIds: [audit.site1.id, audit.site3.id, audit.site5.id].sort(),
    });
    const mail = (await listOutbox(50)).find((m) => m.text.includes(sent.url));
    expect(mail?.to).toEqual(['sam@site.example']);
  });

  it('refuses findings of another audit and a past due date (400); a non-member sees no audit (404)', async () => {
    const a = await auditWithFindings(alice, 'Scope A');
    const b = await auditWithFindings(alice, 'Scope B');
    const path = `/api/audits/${a.id}/response-requests`;
    const body = { recipientName: 'Sam Site', recipientEmail: 'sam@site.example' };
    const foreign = await invoke('POST', path, { caller: alice, body: { ...body, findingIds: [b.site1.id] } });
    expect(foreign.status).toBe(400);
    expect(foreign.json!.fields).toEqual({ findingIds: 'Only findings of this audit can be sent' });
    const past = await invoke('POST', path, { caller: alice, body: { ...body, dueDate: day(-1) } });
    expect(past.json!.fields).toEqual({ dueDate: 'The due date cannot be in the past' });
    expect((await invoke('POST', path, { caller: mallory, body })).status).toBe(404);
  });
});

describe('the code step', () => {
  it('shows nothing without a verified code, and locks the link after five wrong codes', async () => {
    const audit = await auditWithFindings(alice, 'Lock audit');
    const { token } = await send(alice, audit.id, { findingIds: [audit.site1.id] });
    expect((await invoke('GET', `/api/respond/${token}/findings`)).json).toEqual({
      error: 'Confirm your e-mail with the code first',
      code: 'PORTAL_CODE_REQUIRED',
    });
    const bogus = { authorization: 'Bearer not-a-session' };
    expect((await invoke('GET', `/api/respond/${token}/findings`, { headers: bogus })).status).toBe(403);
    await askCode(token);
    const right = await mailedCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await invoke('POST', `/api/respond/${token}/verify`, { body: { code: wrong } });
      expect(res.status).toBe(400);
      expect(res.json!.error).toBe(`Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    expect((await invoke('POST', `/api/respond/${token}/verify`, { body: { code: wrong } })).status).toBe(423);
    expect((await invoke('POST', `/api/respond/${token}/verify`, { body: { code: right } })).status).toBe(423);
    expect((await askCode(token)).status).toBe(423);
  });

  it('refuses an expired code (400), an unknown link (404), a revoked or expired link (410)', async () => {
    const audit = await auditWithFindings(alice, 'Expiry audit');
    const sent = await send(alice, audit.id, { findingIds: [audit.site1.id] });
    await askCode(sent.token);
    const code = await mailedCode();
    await store()
      .responseRequest.patch({ workspaceId: alice.sub, id: sent.id })
      .set({ codeExpiresAt: '2020-01-01T00:00:00.000Z' })
      .go();
    const late = await invoke('POST', `/api/respond/${sent.token}/verify`, { body: { code } });
    expect(late.status).toBe(400);
    expect(late.json!.error).toBe('The code has expired: ask for a new one');
    expect((await askCode('x'.repeat(43))).status).toBe(404);

    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: `WS#${alice.sub}`, SK: `RESPREQ#${sent.id}` },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
      }),
    );
    const expired = await askCode(sent.token);
    expect(expired.status).toBe(410);
    expect(expired.json!.error).toBe('This link has expired');

    const other = await send(alice, audit.id, { findingIds: [audit.site1.id] });
    const headers = await session(other.token);
    expect((await invoke('DELETE', `/api/response-requests/${other.id}`, { caller: alice })).status).toBe(200);
    const revoked = await invoke('GET', `/api/respond/${other.token}/findings`, { headers });
    expect(revoked.status).toBe(410);
    expect(revoked.json!.error).toBe('This link has been revoked by the auditor');
    const list = await invoke('GET', `/api/audits/${audit.id}/response-requests`, { caller: alice });
    expect(list.json!.find((r: { id: string }) => r.id === other.id).status).toBe('revoked');
  });
});

describe('the portal', () => {
  it("shows only the included findings of the link's audit, never the auditor's notes or another audit's finding", async () => {
    const a = await auditWithFindings(alice, 'Portal A');
    const b = await auditWithFindings(alice, 'Portal B');
    const note = 'INTERNAL-NOTE-do-not-show';
    const patched = await invoke('PATCH', `/api/findings/${a.site1.id}`, {
      caller: alice,
      body: { version: a.site1.version, resolution: note },
    });
    expect(patched.status).toBe(200);
    const { token } = await send(alice, a.id, { findingIds: [a.site1.id], message: 'Please answer by the due date.' });
    const headers = await session(token);
    const list = await invoke('GET', `/api/respond/${token}/findings`, { headers });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ auditTitle: 'Portal A', recipientName: 'Sam Site', reportShared: false });
    expect(list.json!.findings.map((f: { id: string }) => f.id)).toEqual([a.site1.id]);
    expect(Object.keys(list.json!.findings[0]).sort()).toEqual(
      ['description', 'dueDate', 'evidence', 'id', 'requirement', 'response', 'severity', 'title'].sort(),
    );
    const one = await invoke('GET', `/api/respond/${token}/findings/${a.site1.id}`, { headers });
    expect(one.status).toBe(200);
    expect(JSON.stringify([list.json, one.json])).not.toContain(note);
    // Not included (same audit), another audit's, made up: all the same 404, reads and writes alike.
    for (const id of [a.site3.id, b.site1.id, 'nope']) {
      expect((await invoke('GET', `/api/respond/${token}/findings/${id}`, { headers })).status).toBe(404);
      const put = await invoke('PUT', `/api/respond/${token}/findings/${id}/response`, { headers, body: answer });
      expect(put.status).toBe(404);
    }
  });

  it('trails every auditee write with the external actor, the request and the client address', async () => {
    const audit = await auditWithFindings(alice, 'Trail audit');
    const sent = await send(alice, audit.id, { findingIds: [audit.site1.id] });
    const headers = await session(sent.token);
    const dispute = await invoke('PUT', `/api/respond/${sent.token}/findings/${audit.site1.id}/response`, {
      headers,
      body: { ...answer, agreement: 'dispute' },
    });
    expect(dispute.status).toBe(400);
    expect(dispute.json!.fields).toEqual({ reason: 'Give the reason you dispute this finding' });
    const draft = await invoke('PUT', `/api/respond/${sent.token}/findings/${audit.site1.id}/response`, {
      headers,
      body: answer,
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(200);
    expect(draft.json).toMatchObject({ status: 'draft', respondent: ACTOR, whys: answer.whys });
    const submitted = await invoke('POST', `/api/respond/${sent.token}/submit`, { headers });
    expect(submitted.json).toEqual({ submitted: 1 });
    const trail = await checkedTrail('FindingResponse', `${sent.id}#${audit.site1.id}`);
    expect(trail.verified).toBe(true);
    expect(trail.entries.map((e) => [e.action, e.actor])).toEqual([
      ['create', ACTOR],
      ['status.submitted', ACTOR],
    ]);
    for (const entry of trail.entries) {
      expect(entry.after).toMatchObject({ requestId: sent.id, clientAddress: '203.0.113.7' });
    }
    const requestTrail = await checkedTrail('ResponseRequest', sent.id);
    expect(requestTrail.entries.map((e) => [e.action, e.actor])).toEqual([
      ['create', alice.sub],
      ['verified', ACTOR],
      ['submitted', ACTOR],
    ]);
    expect(JSON.stringify(requestTrail.entries)).not.toMatch(/sessionHash|codeHash/);
    // Submitted, it waits on the auditor: the auditee cannot change it any more.
    const again = await invoke('PUT', `/api/respond/${sent.token}/findings/${audit.site1.id}/response`, {
      headers,
      body: answer,
    });
    expect(again.status).toBe(409);
  });
});

describe("the auditor's review", () => {
  it('counts responses to review, and accepting makes or updates the CAPA from the response', async () => {
    const audit = await auditWithFindings(alice, 'Review audit');
    expect(audit.site1.capaId).not.toBeNull();
    expect(audit.site3.capaId).toBeNull();
    const sent = await send(alice, audit.id, { findingIds: [audit.site1.id, audit.site3.id] });
    const headers = await session(sent.token);
    for (const id of [audit.site1.id, audit.site3.id]) {
      const put = await invoke('PUT', `/api/respond/${sent.token}/findings/${id}/response`, { headers, body: answer });
      expect(put.status).toBe(200);
    }
    const before = (await invoke('GET', '/api/dashboard/stats', { caller: alice })).json!.responsesToReview as number;
    await invoke('POST', `/api/respond/${sent.token}/submit`, { headers });
    const stats = await invoke('GET', '/api/dashboard/stats', { caller: alice });
    expect(stats.json!.responsesToReview).toBe(before + 2);
    const bell = await invoke('GET', '/api/notifications', { caller: alice });
    const mine = [audit.site1.id, audit.site3.id];
    const asked = bell.json!.filter(
      (n: { kind: string; findingId: string }) => n.kind === 'response_review' && mine.includes(n.findingId),
    );
    expect(asked.map((n: { findingId: string }) => n.findingId).sort()).toEqual(
      [audit.site1.id, audit.site3.id].sort(),
    );

    const listed = await invoke('GET', `/api/audits/${audit.id}/response-requests`, { caller: alice });
    const detail = listed.json!.find((r: { id: string }) => r.id === sent.id);
    expect(detail.status).toBe('responded');
    const versionOf = (id: string) =>
      detail.responses.find((r: { findingId: string }) => r.findingId === id).version as number;
    const review = (id: string, body: Record<string, unknown>) =>
      invoke('POST', `/api/response-requests/${sent.id}/findings/${id}/review`, { caller: alice, body });

    const accepted = await review(audit.site1.id, { version: versionOf(audit.site1.id), decision: 'accept' });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json!.status).toBe('accepted');
    const expectedCapa = {
      rootCause: answer.rootCause,
      correctiveAction: answer.correctiveAction,
      preventiveAction: answer.preventiveAction,
      responsiblePerson: answer.owner,
      dueDate: answer.targetDate,
    };
    const reportId = audit.site1.id.split('.')[0]!;
    const capas = (await invoke('GET', `/api/audit-reports/${reportId}/capas`, { caller: alice })).json!;
    expect(capas.find((c: { id: string }) => c.id === audit.site1.capaId)).toMatchObject(expectedCapa);

    const made = await review(audit.site3.id, { version: versionOf(audit.site3.id), decision: 'accept' });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const finding = await invoke('GET', `/api/audits/${audit.id}/findings`, { caller: alice });
    const site3 = finding.json!.find((f: { id: string }) => f.id === audit.site3.id);
    expect(site3.capaId).toBe(audit.site3.id);
    const capaTrail = await invoke('GET', `/api/capas/${site3.capaId}/trail`, { caller: alice });
    expect(capaTrail.json!.entries[0]).toMatchObject({ action: 'create', actor: alice.sub, after: expectedCapa });

    expect((await invoke('GET', '/api/dashboard/stats', { caller: alice })).json!.responsesToReview).toBe(before);
    const after = await invoke('GET', '/api/notifications', { caller: alice });
    expect(after.json!.filter((n: { findingId?: string }) => mine.includes(n.findingId ?? ''))).toEqual([]);
    // Only a submitted response is reviewed.
    const twice = await review(audit.site3.id, { version: made.json!.version, decision: 'accept' });
    expect(twice.status).toBe(409);
  });

  it('returns a response with comments: the auditee revises it through the same link and submits again', async () => {
    const audit = await auditWithFindings(alice, 'Return audit');
    const sent = await send(alice, audit.id, { findingIds: [audit.site5.id] });
    const headers = await session(sent.token);
    const path = `/api/respond/${sent.token}/findings/${audit.site5.id}/response`;
    await invoke('PUT', path, { headers, body: answer });
    await invoke('POST', `/api/respond/${sent.token}/submit`, { headers });
    const review = `/api/response-requests/${sent.id}/findings/${audit.site5.id}/review`;
    const noComment = await invoke('POST', review, { caller: alice, body: { version: 2, decision: 'return' } });
    expect(noComment.json!.fields).toEqual({ comments: 'Comments are required to return a response' });
    const returned = await invoke('POST', review, {
      caller: alice,
      body: { version: 2, decision: 'return', comments: 'Name the root cause, not the symptom.' },
    });
    expect(returned.json).toMatchObject({ status: 'returned', comments: 'Name the root cause, not the symptom.' });
    const seen = await invoke('GET', `/api/respond/${sent.token}/findings/${audit.site5.id}`, { headers });
    expect(seen.json!.response).toMatchObject({
      status: 'returned',
      comments: 'Name the root cause, not the symptom.',
    });
    const revised = await invoke('PUT', path, {
      headers,
      body: { ...answer, rootCause: 'No version control of forms.' },
    });
    expect(revised.json).toMatchObject({ status: 'returned', rootCause: 'No version control of forms.' });
    expect((await invoke('POST', `/api/respond/${sent.token}/submit`, { headers })).json).toEqual({ submitted: 1 });
    const trail = await checkedTrail('FindingResponse', `${sent.id}#${audit.site5.id}`);
    expect(trail.entries.map((e) => [e.action, e.actor])).toEqual([
      ['create', ACTOR],
      ['status.submitted', ACTOR],
      ['status.returned', alice.sub],
      ['update', ACTOR],
      ['status.submitted', ACTOR],
    ]);
  });
});

describe('the shared report', () => {
  /** Approval signs with a password; here the stored report is moved to approved as a signature would. */
  const approve = (reportId: string) =>
    store().auditReport.patch({ workspaceId: alice.sub, id: reportId }).set({ status: 'approved' }).go();

  it('serves the latest approved report as PDF only to a shared link with its own bearer, trailed as the auditee', async () => {
    const audit = await auditWithFindings(alice, 'Shared report audit');
    const closed = await send(alice, audit.id);
    const shared = await send(alice, audit.id, { shareReport: true });
    const closedHeaders = await session(closed.token);
    const sharedHeaders = await session(shared.token);
    const report = (url: string, headers: Record<string, string>) =>
      invoke('GET', `/api/respond/${url}/report`, { headers });

    const notShared = await report(closed.token, closedHeaders);
    expect(notShared.status).toBe(404);
    expect(notShared.json).toEqual({ error: 'The auditor has not shared a report with you.' });
    const portal = await invoke('GET', `/api/respond/${shared.token}/findings`, { headers: sharedHeaders });
    expect(portal.json).toMatchObject({ reportShared: true });

    // Completed but not yet approved.
    const unapproved = await report(shared.token, sharedHeaders);
    expect(unapproved.status).toBe(404);
    expect(unapproved.json).toEqual({ error: 'There is no approved report for this audit yet.' });

    const { reportId } = audit;
    await approve(reportId);
    // Another link's bearer opens nothing here, and no bearer neither.
    expect((await report(shared.token, closedHeaders)).status).toBe(403);
    expect((await invoke('GET', `/api/respond/${shared.token}/report`)).status).toBe(403);

    const served = await report(shared.token, sharedHeaders);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(
      /^attachment; filename=Site-7-GCP-audit-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(served.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const exports = (await checkedTrail('AuditReport', reportId)).entries.filter((e) => e.action === 'export');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ actor: ACTOR, after: { format: 'pdf', bytes: served.raw.length } });
  });
});
