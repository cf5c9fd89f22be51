import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { PNG_1PX } from '../../test/images';
import { completedSiteReport } from '../../test/reportFixtures';
import { listOutbox } from '../data/ops/outbox';
import { checkedTrail } from '../data/trail/trail';
import { writeLocalEvidenceUpload } from '../services/evidenceStorage';
import { PORTAL_EVIDENCE_MESSAGES } from './portalEvidence';

/**
 * Files on an auditee's response (issue 20): attached through the portal with its bearer only, onto that
 * request's own findings, checked like members' evidence, trailed as the auditee, and seen by the auditor.
 */
useTestTable();

const alice: Caller = { sub: 'respev-alice', email: 'respev-alice@example.com' };
const mallory: Caller = { sub: 'respev-mallory', email: 'respev-mallory@example.com' };
const ACTOR = 'Pat Plant <pat@plant.example> (auditee, verified by code)';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  for (const caller of [alice, mallory]) await asProUser(caller);
});

async function sentFindings(title: string) {
  const audit = await invoke('POST', '/api/audits', { caller: alice, body: { title, type: 'clinical_trial' } });
  await completedSiteReport(alice, audit.json!.id);
  const findings = (await invoke('GET', `/api/audits/${audit.json!.id}/findings`, { caller: alice })).json as {
    id: string;
  }[];
  const sent = await invoke('POST', `/api/audits/${audit.json!.id}/response-requests`, {
    caller: alice,
    body: { recipientName: 'Pat Plant', recipientEmail: 'pat@plant.example', findingIds: [findings[0]!.id] },
  });
  expect(sent.status).toBe(201);
  return {
    requestId: sent.json!.id as string,
    token: (sent.json!.url as string).split('/respond/')[1]!,
    findingId: findings[0]!.id,
  };
}

let asks = 0;
/** The portal's bearer for a link: a code asked (from its own address) and confirmed. */
async function bearer(token: string): Promise<Record<string, string>> {
  expect((await invoke('POST', `/api/respond/${token}/code`, { sourceIp: `192.0.2.${(asks += 1)}` })).status).toBe(200);
  const mail = (await listOutbox(50)).find((m) => m.to.includes('pat@plant.example') && /code: \d{6}$/.test(m.subject));
  const code = /(\d{6})$/.exec(mail!.subject)![1]!;
  const verified = await invoke('POST', `/api/respond/${token}/verify`, { body: { code } });
  expect(verified.status).toBe(200);
  return { authorization: `Bearer ${verified.json!.token}` };
}

const draft = {
  agreement: 'agree',
  rootCause: 'Fridge log not reviewed',
  causeCategory: 'process',
  correctiveAction: 'Reviewed the log',
  preventiveAction: 'Weekly review',
  owner: 'Pat Plant',
  targetDate: day(20),
};

const file = { name: 'fridge.png', size: PNG_1PX.length, type: 'image/png' };

/** Starts an upload with the bearer, writes the bytes where the local URL points, completes it. */
async function attach(token: string, findingId: string, headers: Record<string, string>, bytes = PNG_1PX) {
  const ticket = await invoke('POST', `/api/respond/${token}/findings/${findingId}/evidence`, {
    headers,
    body: { ...file, size: bytes.length },
  });
  expect(ticket.status, JSON.stringify(ticket.json)).toBe(201);
  await writeLocalEvidenceUpload(ticket.json!.id as string, bytes);
  return invoke('POST', `/api/respond/${token}/uploads/${ticket.json!.id}/complete`, { headers });
}

describe('evidence on an auditee response', () => {
  it('attaches a photo to a saved draft, checked and hashed, trailed as the auditee; the auditor sees it', async () => {
    const { requestId, token, findingId } = await sentFindings('Photo audit');
    const headers = await bearer(token);
    const early = await invoke('POST', `/api/respond/${token}/findings/${findingId}/evidence`, { headers, body: file });
    expect(early.status).toBe(409);
    expect(early.json!.error).toBe(PORTAL_EVIDENCE_MESSAGES.noDraft);
    expect(
      (await invoke('PUT', `/api/respond/${token}/findings/${findingId}/response`, { headers, body: draft })).status,
    ).toBe(200);

    const done = await attach(token, findingId, headers);
    expect(done.status, JSON.stringify(done.json)).toBe(201);
    expect(done.json).toMatchObject({
      target: { kind: 'response', requestId, findingId },
      name: 'fridge.png',
      sha256: createHash('sha256').update(PNG_1PX).digest('hex'),
      uploadedBy: ACTOR,
      uploaderName: 'Pat Plant',
    });
    const mine = await invoke('GET', `/api/respond/${token}/findings/${findingId}/evidence`, { headers });
    expect((mine.json as { id: string }[]).map((f) => f.id)).toEqual([done.json!.id]);
    const auditor = await invoke('GET', `/api/response-requests/${requestId}/findings/${findingId}/evidence`, {
      caller: alice,
    });
    expect((auditor.json as { id: string }[]).map((f) => f.id)).toEqual([done.json!.id]);
    const trail = await checkedTrail('Evidence', done.json!.id as string);
    expect(trail.verified).toBe(true);
    expect(trail.entries[0]).toMatchObject({
      actor: ACTOR,
      action: 'create',
      after: { requestId, clientAddress: '203.0.113.7', name: 'fridge.png' },
    });
    // Another workspace's member sees no such response.
    expect(
      (
        await invoke('GET', `/api/response-requests/${requestId}/findings/${findingId}/evidence`, {
          caller: mallory,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses bytes that are not what the name says (400), and every call without a live bearer (403)', async () => {
    const { token, findingId } = await sentFindings('Refusal audit');
    const headers = await bearer(token);
    await invoke('PUT', `/api/respond/${token}/findings/${findingId}/response`, { headers, body: draft });
    const fake = await attach(token, findingId, headers, Buffer.from('not a png at all'));
    expect(fake.status).toBe(400);
    expect(fake.json!.fields).toEqual({ file: fake.json!.error });
    expect(String(fake.json!.error)).toContain('PNG');
    const path = `/api/respond/${token}/findings/${findingId}/evidence`;
    expect((await invoke('GET', path)).status).toBe(403);
    expect((await invoke('POST', path, { body: file })).status).toBe(403);
    expect((await invoke('GET', path, { headers: { authorization: 'Bearer forged' } })).status).toBe(403);
  });

  it("keeps each link to its own findings: another request's bearer can neither read, attach nor complete", async () => {
    const a = await sentFindings('Scope audit A');
    const b = await sentFindings('Scope audit B');
    const aHeaders = await bearer(a.token);
    const bHeaders = await bearer(b.token);
    await invoke('PUT', `/api/respond/${a.token}/findings/${a.findingId}/response`, { headers: aHeaders, body: draft });
    const ticket = await invoke('POST', `/api/respond/${a.token}/findings/${a.findingId}/evidence`, {
      headers: aHeaders,
      body: file,
    });
    expect(ticket.status).toBe(201);
    await writeLocalEvidenceUpload(ticket.json!.id as string, PNG_1PX);
    // B's bearer on A's link: not B's session.
    const crossed = `/api/respond/${a.token}/findings/${a.findingId}/evidence`;
    expect((await invoke('GET', crossed, { headers: bHeaders })).status).toBe(403);
    // B's link naming A's finding: not one of B's findings.
    const guessed = `/api/respond/${b.token}/findings/${a.findingId}/evidence`;
    expect((await invoke('GET', guessed, { headers: bHeaders })).status).toBe(404);
    expect((await invoke('POST', guessed, { headers: bHeaders, body: file })).status).toBe(404);
    // B's link completing A's upload: not found, and A's upload still completes.
    const steal = await invoke('POST', `/api/respond/${b.token}/uploads/${ticket.json!.id}/complete`, {
      headers: bHeaders,
    });
    expect(steal.status).toBe(404);
    const own = await invoke('POST', `/api/respond/${a.token}/uploads/${ticket.json!.id}/complete`, {
      headers: aHeaders,
    });
    expect(own.status).toBe(201);
    // A member cannot attach to a response through the members' route.
    const member = await invoke('POST', '/api/evidence/uploads', {
      caller: alice,
      body: { target: { kind: 'response', requestId: a.requestId, findingId: a.findingId }, ...file },
    });
    expect(member.status).toBe(404);
  });
});
