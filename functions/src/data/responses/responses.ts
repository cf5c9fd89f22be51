import type { Capa, Finding } from '@cq/shared';
import type { FindingResponse, FindingResponseAnswer, ResponseStatus } from '@cq/shared/responses/schemas';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { store, type TransactionEntities } from '../core/store';
import { explainRefusal } from '../core/versioning';
import { bellMove, type BellEntry } from '../audits/bell';
import { tallyMove } from '../audits/tally';
import { checkedTrail, trailedWrite, type CompanionChange, type Write } from '../trail/trail';
import type { StoredRequest } from './requests';
import './response.entity';

export const RESPONSE_NOT_FOUND = 'Response not found';
export const RESPONSE_ENTITY = 'FindingResponse';

type Item = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof store>['findingResponse']['get']>['go']>>['data']
>;

const toResponse = ({ workspaceId: _ws, type: _type, submittedAt, reviewedAt, ...r }: Item): FindingResponse => ({
  ...r,
  submittedAt: submittedAt ?? null,
  reviewedAt: reviewedAt ?? null,
});

/** A response's trail id: one chain per request and finding. */
export const responseRecordId = (requestId: string, findingId: string) => `${requestId}#${findingId}`;

/** Access pattern: the response to one finding of one request (GetItem), or null. */
export async function findResponse(
  workspaceId: string,
  requestId: string,
  findingId: string,
): Promise<FindingResponse | null> {
  const { data } = await store().findingResponse.get({ workspaceId, requestId, findingId }).go({ consistent: true });
  return data ? toResponse(data) : null;
}

/** Access pattern: a request's responses (one Query of `RESP#<requestId>#`, at most one per included finding). */
export async function responsesOf(workspaceId: string, requestId: string): Promise<FindingResponse[]> {
  const { data } = await store()
    .findingResponse.query.byRequest({ workspaceId, requestId })
    .go({ pages: 'all', consistent: true });
  return data.map(toResponse);
}

/** A response's trail, verified; another owner's response is not found. */
export async function responseTrail(owner: Owner, requestId: string, findingId: string) {
  if (!(await findResponse(owner.workspaceId, requestId, findingId))) throw new NotFoundError(RESPONSE_NOT_FOUND);
  return checkedTrail(RESPONSE_ENTITY, responseRecordId(requestId, findingId));
}

/** A submitted response waits on the auditor who sent the request: the bell's "Response to review". */
export const responseEntries = (
  r: Pick<FindingResponse, 'status' | 'requestId' | 'findingId' | 'auditId' | 'submittedAt'> | null,
  request: Pick<StoredRequest, 'createdBy' | 'recipientName'>,
): BellEntry[] =>
  r?.status === 'submitted'
    ? [
        {
          slot: `FOR#${request.createdBy}#RESPONSE#${r.requestId}#${r.findingId}`,
          kind: 'response_review',
          title: `Response from ${request.recipientName}`,
          dueDate: (r.submittedAt ?? '').slice(0, 10),
          auditId: r.auditId,
          findingId: r.findingId,
        },
      ]
    : [];

/** What a response counts for on the dashboard (the tally): submitted and waiting for the auditor. */
export const toReview = (r: Pick<FindingResponse, 'status'> | null) => ({
  responsesToReview: Number(r?.status === 'submitted'),
});

/** Who wrote a change and from where: the trail's actor and what its entry records beside the change. */
export interface ResponseActor {
  actor: string;
  /** Beside the change in the entry's `after`: the request and the auditee's client address. */
  context: Record<string, unknown>;
}

/**
 * The writes and trail change that move a response from `current` (null: it is new) to `next`: the record
 * (created only if absent, else version-checked), the dashboard's "responses to review" and the bell.
 */
export function responseChange(
  request: StoredRequest,
  current: FindingResponse | null,
  next: FindingResponse,
  by: ResponseActor,
  action: string,
): CompanionChange {
  const key = { workspaceId: request.workspaceId, requestId: next.requestId, findingId: next.findingId };
  const changed = current
    ? Object.fromEntries(
        Object.entries(next).filter(
          ([k, v]) => JSON.stringify(current[k as keyof FindingResponse]) !== JSON.stringify(v),
        ),
      )
    : next;
  const before = current
    ? Object.fromEntries(Object.keys(changed).map((k) => [k, current[k as keyof FindingResponse]]))
    : null;
  const stored = { ...key, ...withoutNulls(next) };
  return {
    change: {
      entityType: RESPONSE_ENTITY,
      entityId: responseRecordId(next.requestId, next.findingId),
      actor: by.actor,
      workspaceId: request.workspaceId,
      action,
      before,
      after: { ...changed, ...by.context },
    },
    writes: (entities: TransactionEntities): Write[] => [
      current
        ? {
            item: entities.findingResponse
              .put(stored)
              .where(({ version }, { eq }) => eq(version, current.version))
              .commit({ response: 'all_old' }),
            refusal: (old) => explainRefusal(old, current.version, RESPONSE_NOT_FOUND),
          }
        : { item: entities.findingResponse.create(stored).commit() },
      ...tallyMove(request.workspaceId, toReview(current), toReview(next)),
      ...bellMove(entities, request.workspaceId, responseEntries(current, request), responseEntries(next, request)),
    ],
  };
}

const withoutNulls = (r: FindingResponse) =>
  Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)) as Omit<
    FindingResponse,
    'submittedAt' | 'reviewedAt'
  > & { submittedAt?: string; reviewedAt?: string };

/** Writes one response change in its own transaction, with any companions (the CAPA an acceptance makes). */
export async function writeResponse(
  request: StoredRequest,
  current: FindingResponse | null,
  next: FindingResponse,
  by: ResponseActor,
  action: string,
  companions: readonly CompanionChange[] = [],
  also: (entities: TransactionEntities) => Write[] = () => [],
): Promise<FindingResponse> {
  const { change, writes } = responseChange(request, current, next, by, action);
  await trailedWrite(change, (entities) => [...writes(entities), ...also(entities)], companions);
  return next;
}

/** A draft (new or revised) from the auditee's answer. */
export function draftOf(
  request: StoredRequest,
  findingId: string,
  current: FindingResponse | null,
  answer: FindingResponseAnswer,
  respondent: string,
): FindingResponse {
  const now = new Date().toISOString();
  return {
    requestId: request.id,
    findingId,
    auditId: request.auditId,
    agreement: answer.agreement,
    reason: answer.agreement === 'dispute' ? (answer.reason ?? '') : '',
    rootCause: answer.rootCause,
    whys: (answer.whys ?? []).filter((w) => w !== ''),
    causeCategory: answer.causeCategory,
    correctiveAction: answer.correctiveAction,
    preventiveAction: answer.preventiveAction,
    owner: answer.owner,
    targetDate: answer.targetDate,
    // A returned response stays returned (the auditor's comments shown) until it is submitted again.
    status: (current?.status === 'returned' ? 'returned' : 'draft') satisfies ResponseStatus,
    comments: current?.comments ?? '',
    respondent,
    submittedAt: current?.submittedAt ?? null,
    reviewedAt: current?.reviewedAt ?? null,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
    version: (current?.version ?? 0) + 1,
  };
}

/** The CAPA an accepted response makes for a finding that has none (its id is the finding's). */
export function capaFromResponse(finding: Finding, response: FindingResponse, at: string): Capa {
  return {
    id: finding.id,
    reportId: finding.reportId ?? '',
    findingId: finding.id,
    title: finding.title,
    description: finding.description,
    rootCause: response.rootCause,
    correctiveAction: response.correctiveAction,
    preventiveAction: response.preventiveAction,
    responsiblePerson: response.owner,
    dueDate: response.targetDate,
    status: 'open',
    checkDueDate: null,
    effectivenessChecks: [],
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}
