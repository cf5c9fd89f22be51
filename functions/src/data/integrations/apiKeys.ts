import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { v7 as uuidv7 } from 'uuid';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
} from '@cq/shared/integrations/schemas';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import type { PresentedKey } from '../../lib/context';
import { store } from '../core/store';
import { trailedWrite } from '../trail/trail';
import './apiKey.entity';

const ENTITY_TYPE = 'ApiKey';
/** 24 random bytes: 192 bits, written as 32 base64url characters after the prefix. */
const SECRET_BYTES = 24;
const KEY_FORMAT = /^cq_[A-Za-z0-9_-]{32}$/;
/** The newest keys a workspace lists: keys are made by hand, a few per connected system. */
const LISTED_KEYS = 100;
/** `lastUsedAt` moves at most this often, so a busy key does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The only form a secret is stored in: its SHA-256, hex. A 192-bit random secret needs no salt or slow hash. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer token has the shape of one of our keys (else it is read as a Cognito token). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

type Stored = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['apiKey']['get']>['go']>>['data']>;

const toApiKey = (item: Stored): ApiKey => ({
  id: item.id,
  name: item.name,
  prefix: item.prefix,
  role: item.role,
  createdAt: item.createdAt,
  createdBy: item.createdBy,
  lastUsedAt: item.lastUsedAt ?? null,
  expiresAt: item.expiresAt ?? null,
  revokedAt: item.revokedAt ?? null,
});

/** Creates a key with the first entry of its trail; the secret is in the answer and nowhere else. */
export async function createApiKey(owner: Owner, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  const secret = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  const hash = hashSecret(secret);
  const now = new Date().toISOString();
  const key: ApiKey = {
    id: uuidv7(),
    name: input.name,
    prefix: secret.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARS),
    role: input.role,
    createdAt: now,
    createdBy: owner.actor,
    lastUsedAt: null,
    expiresAt: input.expiresAt ?? null,
    revokedAt: null,
  };
  const shared = {
    workspaceId: owner.workspaceId,
    id: key.id,
    name: key.name,
    role: key.role,
    createdBy: key.createdBy,
    createdAt: now,
    ...(key.expiresAt ? { expiresAt: key.expiresAt } : {}),
  };
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: key.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: key,
    },
    (entities) => [
      {
        item: entities.apiKey.create({ ...shared, prefix: key.prefix, hash, version: 1, updatedAt: now }).commit(),
      },
      { item: entities.apiKeyLookup.create({ ...shared, hash }).commit() },
    ],
  );
  return { ...key, secret };
}

/** Access pattern: the workspace's newest keys, revoked ones included (one Query of its partition). */
export async function listApiKeys(owner: Owner): Promise<ApiKey[]> {
  const { data } = await store()
    .apiKey.query.byWorkspace({ workspaceId: owner.workspaceId })
    .go({ order: 'desc', limit: LISTED_KEYS });
  return data.map(toApiKey);
}

async function getStoredKey(owner: Owner, id: string): Promise<Stored> {
  const { data } = await store().apiKey.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_KEY_MESSAGES.notFound);
  return data;
}

/**
 * Revokes a key: its lookup item goes in the same transaction that marks it revoked, so the next request with
 * it finds nothing. Revoking a revoked key changes nothing.
 */
export async function revokeApiKey(owner: Owner, id: string): Promise<ApiKey> {
  const stored = await getStoredKey(owner, id);
  if (stored.revokedAt) return toApiKey(stored);
  const now = new Date().toISOString();
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'revoke',
      before: { revokedAt: null },
      after: { revokedAt: now },
    },
    (entities) => [
      {
        item: entities.apiKey
          .patch({ workspaceId: owner.workspaceId, id })
          .set({ revokedAt: now, updatedAt: now, version: stored.version + 1 })
          .where(({ version }, { eq }) => eq(version, stored.version))
          .commit(),
      },
      { item: entities.apiKeyLookup.delete({ hash: stored.hash }).commit() },
    ],
  );
  return toApiKey({ ...stored, revokedAt: now });
}

export type { PresentedKey };

/**
 * The key a bearer secret stands for, or null: unknown, malformed, revoked (no lookup item) or expired. One
 * consistent GetItem by the secret's hash, so a revocation or an expiry holds from the next request.
 */
export async function findApiKey(secret: string, now = Date.now()): Promise<PresentedKey | null> {
  if (!KEY_FORMAT.test(secret)) return null;
  const { data } = await store()
    .apiKeyLookup.get({ hash: hashSecret(secret) })
    .go({ consistent: true });
  if (!data || (data.expiresAt && Date.parse(data.expiresAt) <= now)) return null;
  return { id: data.id, workspaceId: data.workspaceId, name: data.name, role: data.role, createdBy: data.createdBy };
}

/** Notes the key's use for its list, at most once a minute (an unversioned field: no trail, no version). */
export async function noteKeyUse(key: PresentedKey): Promise<void> {
  const now = new Date();
  const before = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
  try {
    await store()
      .apiKey.patch({ workspaceId: key.workspaceId, id: key.id })
      .set({ lastUsedAt: now.toISOString() })
      .where(({ lastUsedAt }, { notExists, lt }) => `${notExists(lastUsedAt)} OR ${lt(lastUsedAt, before)}`)
      .go({ originalErr: true });
  } catch (error) {
    // Used within the minute already: nothing to note.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
