import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { RequestStatus, ResponseRequest } from '@cq/shared/responses/schemas';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { store } from '../core/store';
import { explainRefusal } from '../core/versioning';
import { tokenHash } from '../calendar/feeds';
import { checkedTrail, creationEntry, trailedWrite, writeTogether } from '../trail/trail';
import './response.entity';

export const REQUEST_NOT_FOUND = 'Response request not found';
export const REQUEST_ENTITY = 'ResponseRequest';
/** How many requests an audit's list reads: far more than one audit is ever sent to. */
export const REQUESTS_PER_AUDIT = 100;

type Item = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof store>['responseRequest']['get']>['go']>>['data']
>;

/** The stored request with what only the server sees (hashes, tries); `toRequest` is what members see. */
export type StoredRequest = Item;

/** Where a request stands for the auditor: revoked and responded say what happened, overdue and opened what not. */
export function requestStatus(r: StoredRequest, today: string): RequestStatus {
  if (r.revokedAt) return 'revoked';
  if (r.submittedAt) return 'responded';
  if (r.dueDate < today) return 'overdue';
  return r.openedAt ? 'opened' : 'sent';
}

export const toRequest = (r: StoredRequest, today = new Date().toISOString().slice(0, 10)): ResponseRequest => ({
  id: r.id,
  auditId: r.auditId,
  recipientName: r.recipientName,
  recipientEmail: r.recipientEmail,
  findingIds: r.findingIds,
  dueDate: r.dueDate,
  message: r.message,
  shareReport: r.shareReport,
  status: requestStatus(r, today),
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  expiresAt: r.expiresAt,
  openedAt: r.openedAt ?? null,
  submittedAt: r.submittedAt ?? null,
  revokedAt: r.revokedAt ?? null,
});

/** Access pattern: one of the owner's requests by id (GetItem); another owner's id is not found. */
export async function getRequest(workspaceId: string, id: string): Promise<StoredRequest> {
  const { data } = await store().responseRequest.get({ workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(REQUEST_NOT_FOUND);
  return data;
}

/** Access pattern: an audit's requests, oldest first (one bounded Query on GSI1). */
export async function listRequests(owner: Owner, auditId: string): Promise<StoredRequest[]> {
  const { data } = await store()
    .responseRequest.query.byAudit({ workspaceId: owner.workspaceId, auditId })
    .go({ limit: REQUESTS_PER_AUDIT });
  return data;
}

/** Access pattern (the public routes): the request a link's token opens, one GetItem by its hash, then the request. */
export async function requestOfToken(token: string): Promise<StoredRequest | null> {
  const { data } = await store()
    .responseToken.get({ tokenHash: tokenHash(token) })
    .go({ consistent: true });
  if (!data) return null;
  return getRequest(data.workspaceId, data.requestId).catch(() => null);
}

export interface NewRequest {
  auditId: string;
  recipientName: string;
  recipientEmail: string;
  findingIds: string[];
  dueDate: string;
  message: string;
  shareReport: boolean;
  expiresAt: string;
}

/**
 * Creates a request with its link: a token of 32 random bytes (256 bits, base64url) of which only the SHA-256 is
 * stored, its lookup item, and its due day's index item, trailed. Returns the token (shown once, in the link).
 */
export async function createRequest(
  owner: Owner,
  input: NewRequest,
): Promise<{ request: StoredRequest; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = tokenHash(token);
  const now = new Date().toISOString();
  const id = uuidv7();
  const record = {
    ...input,
    workspaceId: owner.workspaceId,
    id,
    tokenHash: hash,
    createdBy: owner.actor,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  const { tokenHash: _hidden, workspaceId: _ws, ...trailed } = record;
  await writeTogether((entities) => [
    { item: entities.responseRequest.create(record).commit() },
    {
      item: entities.responseToken.create({ tokenHash: hash, workspaceId: owner.workspaceId, requestId: id }).commit(),
    },
    {
      item: entities.responseDueDay
        .create({ day: input.dueDate, workspaceId: owner.workspaceId, requestId: id })
        .commit(),
    },
    ...creationEntry(entities, {
      entityType: REQUEST_ENTITY,
      entityId: id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      after: trailed,
    }),
  ]);
  return { request: record as StoredRequest, token };
}

/** Request fields the server changes: when it was opened or answered, the code and session, the revocation. */
export type RequestChanges = Partial<
  Pick<
    StoredRequest,
    | 'openedAt'
    | 'submittedAt'
    | 'revokedAt'
    | 'codeHash'
    | 'codeExpiresAt'
    | 'codeTries'
    | 'lockedAt'
    | 'sessionHash'
    | 'sessionExpiresAt'
  >
>;

/** The fields that are secrets: never in a trail entry. */
const SECRET_FIELDS = new Set(['codeHash', 'sessionHash']);
const shown = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !SECRET_FIELDS.has(k)));

/**
 * A version-checked, trailed change of a request (`actor`: the member, or the auditee as the portal names them);
 * `extra` goes into the entry's `after` beside the changes (the auditee's client address).
 */
export async function updateRequest(
  current: StoredRequest,
  actor: string,
  action: string,
  changes: RequestChanges,
  extra: Record<string, unknown> = {},
): Promise<StoredRequest> {
  const now = new Date().toISOString();
  const version = current.version + 1;
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof StoredRequest] ?? null]));
  await trailedWrite(
    {
      entityType: REQUEST_ENTITY,
      entityId: current.id,
      actor,
      workspaceId: current.workspaceId,
      action,
      before: shown(before),
      after: { ...shown(changes), ...extra },
    },
    (entities) => [
      {
        item: entities.responseRequest
          .patch({ workspaceId: current.workspaceId, id: current.id })
          .set({ ...changes, updatedAt: now, version })
          .where(({ version: v }, { eq }) => eq(v, current.version))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, current.version, REQUEST_NOT_FOUND),
      },
    ],
  );
  return { ...current, ...changes, updatedAt: now, version };
}

/**
 * The code step's bookkeeping (a new code, a wrong try): not a change of what was sent, so untrailed, but
 * version-checked so two tries cannot both count as the same one.
 */
export async function patchRequestSecrets(current: StoredRequest, changes: RequestChanges): Promise<StoredRequest> {
  const now = new Date().toISOString();
  const version = current.version + 1;
  await writeTogether((entities) => [
    {
      item: entities.responseRequest
        .patch({ workspaceId: current.workspaceId, id: current.id })
        .set({ ...changes, updatedAt: now, version })
        .where(({ version: v }, { eq }) => eq(v, current.version))
        .commit({ response: 'all_old' }),
      refusal: (stored) => explainRefusal(stored, current.version, REQUEST_NOT_FOUND),
    },
  ]);
  return { ...current, ...changes, updatedAt: now, version };
}

/** A request's trail, verified; another owner's request is not found. */
export async function requestTrail(owner: Owner, id: string) {
  await getRequest(owner.workspaceId, id);
  return checkedTrail(REQUEST_ENTITY, id);
}

/** Access pattern (the reminder job): the requests due on one day, across workspaces (one Query). */
export async function requestsDueOn(day: string): Promise<Array<{ workspaceId: string; requestId: string }>> {
  const { data } = await store().responseDueDay.query.byDay({ day }).go({ pages: 'all' });
  return data.map(({ workspaceId, requestId }) => ({ workspaceId, requestId }));
}
