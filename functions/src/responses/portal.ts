import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Finding } from '@cq/shared';
import {
  isResponseEditable,
  RESPONSE_CODE_MINUTES,
  RESPONSE_CODE_TRIES,
  RESPONSE_SESSION_MINUTES,
  type AuditeeFinding,
  type FindingResponse,
  type FindingResponseAnswer,
} from '@cq/shared/responses/schemas';
import { SITE } from '@cq/shared/site';
import {
  ConflictError,
  GoneError,
  InvalidInputError,
  LockedError,
  NotFoundError,
  PortalCodeRequiredError,
} from '../domain/errors';
import { findFinding } from '../data/audits/findings';
import { getAudit } from '../data/audits/audits';
import { evidenceOf } from '../data/evidence/evidence';
import { retryOnContention } from '../data/core/contention';
import {
  getRequest,
  patchRequestSecrets,
  requestOfToken,
  updateRequest,
  type StoredRequest,
} from '../data/responses/requests';
import { draftOf, findResponse, responsesOf, writeResponse, type ResponseActor } from '../data/responses/responses';
import type { ApiEvent } from '../lib/event';
import { sendMail } from '../services/mail';

export const PORTAL_MESSAGES = {
  notFound: 'This link is not valid',
  revoked: 'This link has been revoked by the auditor',
  expired: 'This link has expired',
  locked: 'Too many wrong codes: this link is locked. Ask the auditor for a new one.',
  noCode: 'Ask for a code first',
  codeExpired: 'The code has expired: ask for a new one',
  wrongCode: (left: number) => `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left`,
  session: 'Confirm your e-mail with the code first',
  findingNotFound: 'Finding not found',
  submitted: 'This response was submitted and waits on the auditor: it can be changed if they return it',
  nothingToSubmit: 'There is no draft response to submit',
} as const;

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

/** The request a link opens, refused when unknown (404), revoked or expired (410). */
export async function openRequest(token: string, now = new Date()): Promise<StoredRequest> {
  const request = await requestOfToken(token);
  if (!request) throw new NotFoundError(PORTAL_MESSAGES.notFound);
  if (request.revokedAt) throw new GoneError(PORTAL_MESSAGES.revoked);
  if (request.expiresAt < now.toISOString()) throw new GoneError(PORTAL_MESSAGES.expired);
  return request;
}

const refuseLocked = (request: StoredRequest) => {
  if (request.lockedAt) throw new LockedError(PORTAL_MESSAGES.locked);
};

/** Mails a new 6-digit code to the recipient (the previous one stops working); only its hash is kept. */
export async function sendCode(token: string, now = new Date()): Promise<{ sent: true; expiresAt: string }> {
  const request = await openRequest(token, now);
  refuseLocked(request);
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const expiresAt = minutesFrom(now, RESPONSE_CODE_MINUTES);
  await patchRequestSecrets(request, { codeHash: sha256(`${request.id}:${code}`), codeExpiresAt: expiresAt });
  await sendMail({
    to: request.recipientEmail,
    subject: `Your ${SITE.brandName} code: ${code}`,
    text: [
      `Your code to open the audit findings sent to you is ${code}.`,
      '',
      `It expires in ${RESPONSE_CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join('\n'),
  });
  return { sent: true, expiresAt };
}

/**
 * Checks the code: the right one opens a session (a random bearer, its hash kept with its expiry) and marks the
 * request opened, trailed with the recipient as actor; each wrong one counts, the fifth locks the link for good.
 */
export async function verifyCode(
  token: string,
  code: string,
  clientAddress: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  return retryOnContention(async () => {
    const request = await openRequest(token, now);
    refuseLocked(request);
    if (!request.codeHash || !request.codeExpiresAt) throw new InvalidInputError(PORTAL_MESSAGES.noCode);
    if (request.codeExpiresAt < now.toISOString()) {
      throw new InvalidInputError(PORTAL_MESSAGES.codeExpired, { code: PORTAL_MESSAGES.codeExpired });
    }
    const given = Buffer.from(sha256(`${request.id}:${code}`));
    if (!timingSafeEqual(given, Buffer.from(request.codeHash))) {
      const tries = (request.codeTries ?? 0) + 1;
      const locking = tries >= RESPONSE_CODE_TRIES;
      if (locking) {
        await updateRequest(
          request,
          auditeeName(request),
          'locked',
          { codeTries: tries, lockedAt: now.toISOString() },
          {
            clientAddress,
          },
        );
        throw new LockedError(PORTAL_MESSAGES.locked);
      }
      await patchRequestSecrets(request, { codeTries: tries });
      const message = PORTAL_MESSAGES.wrongCode(RESPONSE_CODE_TRIES - tries);
      throw new InvalidInputError(message, { code: message });
    }
    const session = randomBytes(32).toString('base64url');
    const expiresAt = minutesFrom(now, RESPONSE_SESSION_MINUTES);
    await updateRequest(
      request,
      auditeeName(request),
      'verified',
      {
        // A code opens one session: used, it is gone.
        codeHash: '',
        codeExpiresAt: '',
        codeTries: 0,
        sessionHash: sha256(session),
        sessionExpiresAt: expiresAt,
        ...(request.openedAt ? {} : { openedAt: now.toISOString() }),
      },
      { clientAddress },
    );
    return { token: session, expiresAt };
  });
}

/** The trail's actor for the recipient: who they said they are, and how it was checked. */
export const auditeeName = (r: Pick<StoredRequest, 'recipientName' | 'recipientEmail'>) =>
  `${r.recipientName} <${r.recipientEmail}> (auditee, verified by code)`;

/** The request of a link whose bearer (`Authorization: Bearer <session>`) the code step issued and is still live. */
export async function portalSession(token: string, event: ApiEvent, now = new Date()): Promise<StoredRequest> {
  const request = await openRequest(token, now);
  refuseLocked(request);
  const header = event.headers?.authorization ?? event.headers?.Authorization ?? '';
  const bearer = /^Bearer (\S+)$/.exec(header)?.[1];
  const live = request.sessionHash && request.sessionExpiresAt && request.sessionExpiresAt > now.toISOString();
  if (!bearer || !live || !timingSafeEqual(Buffer.from(sha256(bearer)), Buffer.from(request.sessionHash!))) {
    throw new PortalCodeRequiredError(PORTAL_MESSAGES.session);
  }
  return request;
}

/** One included finding of the request's own audit; anything else (another audit's, not included) is not found. */
export async function includedFinding(request: StoredRequest, id: string): Promise<Finding> {
  const finding = request.findingIds.includes(id)
    ? await findFinding({ workspaceId: request.workspaceId, actor: 'auditee' }, id)
    : null;
  if (!finding || finding.auditId !== request.auditId) throw new NotFoundError(PORTAL_MESSAGES.findingNotFound);
  return finding;
}

/** What the auditee sees of a finding: never its resolution notes, CAPA, repeats or anything of another record. */
async function auditeeView(request: StoredRequest, finding: Finding, response: FindingResponse | null) {
  const evidence = await evidenceOf(
    { workspaceId: request.workspaceId, actor: 'auditee' },
    {
      kind: 'finding',
      findingId: finding.id,
    },
  );
  return {
    id: finding.id,
    title: finding.title,
    severity: finding.severity,
    description: finding.description,
    requirement: finding.category ?? '',
    dueDate: finding.dueDate,
    evidence: evidence.map((e) => e.name),
    response,
  } satisfies AuditeeFinding;
}

export async function portalFindings(request: StoredRequest) {
  const [audit, responses] = await Promise.all([
    getAudit({ workspaceId: request.workspaceId, actor: 'auditee' }, request.auditId),
    responsesOf(request.workspaceId, request.id),
  ]);
  const findings = await Promise.all(
    request.findingIds.map(async (id: string) => {
      const finding = await includedFinding(request, id).catch(() => null);
      return finding ? auditeeView(request, finding, responses.find((r) => r.findingId === id) ?? null) : null;
    }),
  );
  return {
    auditTitle: audit.title,
    recipientName: request.recipientName,
    message: request.message,
    dueDate: request.dueDate,
    reportShared: request.shareReport,
    findings: findings.filter((f): f is AuditeeFinding => f !== null),
  };
}

export async function portalFinding(request: StoredRequest, id: string) {
  const finding = await includedFinding(request, id);
  return auditeeView(request, finding, await findResponse(request.workspaceId, request.id, id));
}

export const actorOf = (request: StoredRequest, clientAddress: string): ResponseActor => ({
  actor: auditeeName(request),
  context: { requestId: request.id, clientAddress },
});

/** Saves the auditee's draft for one finding (new, or revised while a draft or returned), trailed as them. */
export async function saveDraft(
  request: StoredRequest,
  findingId: string,
  answer: FindingResponseAnswer,
  clientAddress: string,
): Promise<FindingResponse> {
  await includedFinding(request, findingId);
  return retryOnContention(async () => {
    const current = await findResponse(request.workspaceId, request.id, findingId);
    if (current && !isResponseEditable(current.status)) throw new ConflictError(PORTAL_MESSAGES.submitted);
    const next = draftOf(request, findingId, current, answer, auditeeName(request));
    return writeResponse(request, current, next, actorOf(request, clientAddress), current ? 'update' : 'create');
  });
}

/** Submits every draft (and every revised returned response) of the request, each trailed; the request is responded. */
export async function submitAll(request: StoredRequest, clientAddress: string): Promise<{ submitted: number }> {
  const pending = (await responsesOf(request.workspaceId, request.id)).filter((r) => isResponseEditable(r.status));
  if (pending.length === 0) throw new InvalidInputError(PORTAL_MESSAGES.nothingToSubmit);
  const now = new Date().toISOString();
  for (const current of pending) {
    await writeResponse(
      request,
      current,
      { ...current, status: 'submitted', submittedAt: now, updatedAt: now, version: current.version + 1 },
      actorOf(request, clientAddress),
      'status.submitted',
    );
  }
  await retryOnContention(async () => {
    const fresh = await getRequest(request.workspaceId, request.id);
    await updateRequest(fresh, auditeeName(fresh), 'submitted', { submittedAt: now }, { clientAddress });
  });
  return { submitted: pending.length };
}
