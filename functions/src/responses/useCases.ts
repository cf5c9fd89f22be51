import { isOpenFinding, SITE } from '@cq/shared';
import {
  RESPONSE_DUE_DAYS,
  RESPONSE_LINK_GRACE_DAYS,
  RESPONSE_MESSAGES,
  type FindingResponse,
  type ResponseRequestCreate,
  type ResponseRequestDetail,
  type ResponseReview,
} from '@cq/shared/responses/schemas';
import { InvalidInputError, InvalidTransitionError, NotFoundError, StaleVersionError } from '../domain/errors';
import { getAudit } from '../data/audits/audits';
import { capaCreation, getCapa, updateCapa } from '../data/audits/capas';
import { filterValuesOf } from '../data/analytics/filterValues';
import { findingUpdate, getFinding, listFindings } from '../data/audits/findings';
import { retryOnContention } from '../data/core/contention';
import type { Owner } from '../data/core/owner';
import {
  createRequest,
  getRequest,
  listRequests,
  toRequest,
  updateRequest,
  type StoredRequest,
} from '../data/responses/requests';
import {
  capaFromResponse,
  findResponse,
  responseChange,
  responsesOf,
  writeResponse,
  RESPONSE_NOT_FOUND,
} from '../data/responses/responses';
import { env } from '../lib/env';
import { sendMail } from '../services/mail';

export const REQUEST_MESSAGES = {
  noFindings: RESPONSE_MESSAGES.findingsRequired,
  unknownFinding: 'Only findings of this audit can be sent',
  closedFinding: 'A closed finding cannot be sent',
  pastDue: 'The due date cannot be in the past',
  revoked: 'This request has been revoked',
  notSubmitted: 'Only a submitted response can be accepted or returned',
} as const;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

export const respondLink = (token: string) => `${env.siteUrl()}/respond/${token}`;

/**
 * Sends some of an audit's findings (default: its open ones) to someone at the audited site: the request, its
 * link (valid until 30 days past the due date) and the e-mail carrying it.
 */
export async function sendRequest(owner: Owner, auditId: string, input: ResponseRequestCreate) {
  const audit = await getAudit(owner, auditId);
  const findings = await listFindings(owner, auditId);
  const ids = input.findingIds ?? findings.filter((f) => isOpenFinding(f.status)).map((f) => f.id);
  const included = [...new Set(ids)];
  if (included.length === 0)
    throw new InvalidInputError(REQUEST_MESSAGES.noFindings, { findingIds: REQUEST_MESSAGES.noFindings });
  for (const id of included) {
    const finding = findings.find((f) => f.id === id);
    if (!finding)
      throw new InvalidInputError(REQUEST_MESSAGES.unknownFinding, { findingIds: REQUEST_MESSAGES.unknownFinding });
    if (!isOpenFinding(finding.status)) {
      throw new InvalidInputError(REQUEST_MESSAGES.closedFinding, { findingIds: REQUEST_MESSAGES.closedFinding });
    }
  }
  const dueDate = input.dueDate ?? addDays(today(), RESPONSE_DUE_DAYS);
  if (dueDate < today()) throw new InvalidInputError(REQUEST_MESSAGES.pastDue, { dueDate: REQUEST_MESSAGES.pastDue });
  const expiresAt = `${addDays(dueDate, RESPONSE_LINK_GRACE_DAYS)}T23:59:59.999Z`;
  const { request, token } = await createRequest(owner, {
    auditId,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    findingIds: included,
    dueDate,
    message: input.message ?? '',
    shareReport: input.shareReport ?? false,
    expiresAt,
  });
  const url = respondLink(token);
  await sendMail({
    to: request.recipientEmail,
    subject: `Audit findings for your response: ${audit.title}`,
    text: [
      `Hello ${request.recipientName},`,
      '',
      `${included.length} ${included.length === 1 ? 'finding' : 'findings'} of the audit "${audit.title}" ${
        included.length === 1 ? 'needs' : 'need'
      } your response (root cause and corrective and preventive actions) by ${dueDate}.`,
      ...(request.message ? ['', request.message] : []),
      '',
      `Open them here (you will get a code by e-mail to confirm it is you; no account is needed):`,
      url,
      '',
      `The link works until ${expiresAt.slice(0, 10)}. Sent with ${SITE.brandName}.`,
    ].join('\n'),
  });
  return { id: request.id, url, expiresAt };
}

/** An audit's requests with their status and responses (the audit page's "Sent to auditee"). */
export async function requestsOfAudit(owner: Owner, auditId: string): Promise<ResponseRequestDetail[]> {
  await getAudit(owner, auditId);
  const requests = await listRequests(owner, auditId);
  return Promise.all(
    requests.map(async (r) => ({ ...toRequest(r), responses: await responsesOf(owner.workspaceId, r.id) })),
  );
}

/** Revokes a request: its link stops working at once (410), and no reminder goes out for it. Trailed. */
export async function revokeRequest(owner: Owner, id: string) {
  return retryOnContention(async () => {
    const current = await getRequest(owner.workspaceId, id);
    if (current.revokedAt) return toRequest(current);
    return toRequest(await updateRequest(current, owner.actor, 'revoke', { revokedAt: new Date().toISOString() }));
  });
}

/**
 * The auditor's decision on a submitted response. Accept: the finding's CAPA takes the response's root cause,
 * actions, owner and target date — created when the finding has none — in the response's transaction. Return:
 * the auditee revises it through the same link, the comments shown to them.
 */
export async function reviewResponse(
  owner: Owner,
  requestId: string,
  findingId: string,
  review: ResponseReview,
): Promise<FindingResponse> {
  return retryOnContention(async () => {
    const request = await getRequest(owner.workspaceId, requestId);
    const current = await findResponse(owner.workspaceId, requestId, findingId);
    if (!current) throw new NotFoundError(RESPONSE_NOT_FOUND);
    if (current.version !== review.version) throw new StaleVersionError();
    if (request.revokedAt) throw new InvalidTransitionError(REQUEST_MESSAGES.revoked);
    if (current.status !== 'submitted') throw new InvalidTransitionError(REQUEST_MESSAGES.notSubmitted);
    const now = new Date().toISOString();
    const by = { actor: owner.actor, context: {} };
    const next: FindingResponse = {
      ...current,
      status: review.decision === 'accept' ? 'accepted' : 'returned',
      comments: review.decision === 'return' ? (review.comments ?? '') : '',
      reviewedAt: now,
      updatedAt: now,
      version: current.version + 1,
    };
    const action = `status.${next.status}`;
    if (review.decision === 'return') return writeResponse(request, current, next, by, action, [], () => []);
    return accept(owner, request, current, next, action);
  });
}

async function accept(
  owner: Owner,
  request: StoredRequest,
  current: FindingResponse,
  next: FindingResponse,
  action: string,
): Promise<FindingResponse> {
  const finding = await getFinding(owner, current.findingId);
  const fromResponse = {
    rootCause: current.rootCause,
    correctiveAction: current.correctiveAction,
    preventiveAction: current.preventiveAction,
    responsiblePerson: current.owner,
    dueDate: current.targetDate,
  };
  const reason = `Accepted the auditee's response (request ${request.id})`;
  const response = responseChange(request, current, next, { actor: owner.actor, context: {} }, action);
  if (finding.capaId) {
    const capa = await getCapa(owner, finding.capaId);
    await updateCapa(owner, capa, capa.version, fromResponse, reason, response);
    return next;
  }
  const capa = { ...capaFromResponse(finding, current, new Date().toISOString()), ...fromResponse };
  const linked = findingUpdate(owner, finding, finding.version, { capaId: capa.id }, reason);
  return writeResponse(request, current, next, { actor: owner.actor, context: {} }, action, [linked], (entities) =>
    // Counted under the filter values of the finding it answers, as a report's CAPA is.
    capaCreation(entities, owner, capa, filterValuesOf(finding).scope),
  );
}
