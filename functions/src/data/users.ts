import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Role, UserProfile } from '@cq/shared';
import { HttpError } from '../lib/errors';
import { db, tableName } from './client';
import { keys } from './keys';
import { trailedWrite } from './auditTrail';
import { versionedUpdateItem } from './versioned';

export type StoredProfile = Omit<UserProfile, 'groups'> & { version: number };

const PROFILE_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'role',
  'xpPoints',
  'level',
  'streak',
  'lastActivityDate',
  'subscriptionStatus',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'createdAt',
  'updatedAt',
  'version',
] as const;

function toProfile(item: Record<string, unknown>): StoredProfile {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, item[f] ?? null])) as unknown as StoredProfile;
}

/** Access pattern: profile by user id (GetItem). */
export async function getProfile(sub: string): Promise<StoredProfile | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(sub), ConsistentRead: true }));
  return out.Item ? toProfile(out.Item) : null;
}

export interface NewProfile {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * Creates the profile together with its unique e-mail claim. Two first requests racing each other are fine:
 * the loser reads the winner's profile.
 */
export async function createProfile(input: NewProfile): Promise<StoredProfile> {
  const now = new Date().toISOString();
  const profile: StoredProfile = {
    ...input,
    role: 'user',
    xpPoints: 0,
    level: 1,
    streak: 0,
    lastActivityDate: now,
    subscriptionStatus: 'free',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.user(input.id), type: 'User', ...profile },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.emailClaim(input.email), type: 'EmailClaim', userId: input.id },
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
              ExpressionAttributeValues: { ':id': input.id },
            },
          },
        ],
      }),
    );
    return profile;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const existing = await getProfile(input.id);
    if (existing) return existing;
    throw new HttpError(409, 'An account with this e-mail address already exists.');
  }
}

/** The role a user's Cognito groups grant: the strongest group wins. */
export function roleFromGroups(groups: readonly string[]): Role {
  if (groups.includes('admin')) return 'admin';
  if (groups.includes('editor')) return 'editor';
  return 'user';
}

/** Changes a profile's role, trailed (Part 11: who, when, old and new value). */
export async function changeRole(profile: StoredProfile, role: Role, actor: string, reason: string) {
  await trailedWrite(
    {
      entityType: 'User',
      entityId: profile.id,
      actor,
      action: 'role.change',
      before: { role: profile.role },
      after: { role },
      reason,
    },
    [versionedUpdateItem({ key: keys.user(profile.id), expectedVersion: profile.version, set: { role } })],
  );
  return { ...profile, role, version: profile.version + 1 };
}
