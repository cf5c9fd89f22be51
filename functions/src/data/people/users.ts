import { SIGNATURE_STATEMENT } from '@cq/shared/signing/rules';
import {
  GRANTABLE_ROLES,
  userProfileSchema,
  type GrantableRole,
  type Role,
  type RoleAction,
  type UserProfile,
} from '@cq/shared';
import { createConversions } from 'electrodb';
import { user as userEntity } from './user.entity';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { ConflictError } from '../../domain/errors';
import { ContentionError } from '../core/contention';
import { totalChange } from '../core/counters';
import { store, transaction } from '../core/store';
import { trailedWrite } from '../trail/trail';
import { explainRefusal } from '../core/versioning';
import { onFirstUse } from '../../lib/onFirstUse';

/** The profile as stored: the API's profile plus the counters badges look at. */
export type StoredProfile = Omit<UserProfile, 'groups'> & {
  auditsCreated: number;
  auditsCompleted: number;
  lowRiskReportsCompleted: number;
  /** The staff groups an admin last set (null: never changed through the admin API; the role says it). */
  staffGroups: GrantableRole[] | null;
  groupsChangedAt: string | null;
  /** When an admin deactivated the account; null while it is active. */
  deactivatedAt: string | null;
};

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['user']['get']>['go']>>['data']>;

/** What a request needs of its caller's profile to let them in (http/middleware/auth.ts). */
export type Standing = Pick<StoredProfile, 'deactivatedAt' | 'groupsChangedAt' | 'role' | 'staffGroups'>;

/** The standing fields of a stored profile, whole or projected (getStanding). */
const standingOf = (item: {
  role: Standing['role'];
  staffGroups?: string[];
  groupsChangedAt?: string;
  deactivatedAt?: string;
}): Standing => ({
  role: item.role,
  staffGroups: item.staffGroups ? item.staffGroups.filter(isGrantableRole) : null,
  groupsChangedAt: item.groupsChangedAt ?? null,
  deactivatedAt: item.deactivatedAt ?? null,
});

function toProfile(item: Item): StoredProfile {
  return {
    id: item.id,
    email: item.email,
    firstName: item.firstName ?? null,
    lastName: item.lastName ?? null,
    profileImageUrl: item.profileImageUrl ?? null,
    ...standingOf(item),
    xpPoints: item.xpPoints,
    level: item.level,
    streak: item.streak,
    lastActivityDate: item.lastActivityDate ?? null,
    subscriptionStatus: item.subscriptionStatus,
    stripeCustomerId: item.stripeCustomerId ?? null,
    stripeSubscriptionId: item.stripeSubscriptionId ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
    auditsCreated: item.auditsCreated ?? 0,
    auditsCompleted: item.auditsCompleted ?? 0,
    lowRiskReportsCompleted: item.lowRiskReportsCompleted ?? 0,
    signatureStatementAcceptedAt: item.signatureStatementAcceptedAt ?? null,
  };
}

const isGrantableRole = (group: string): group is GrantableRole =>
  (GRANTABLE_ROLES as readonly string[]).includes(group);

/** The profile as the API shows it: without the internal counters, with the caller's groups. */
export const publicProfile = (profile: StoredProfile, groups: string[]): UserProfile =>
  userProfileSchema.parse({ ...profile, groups });

/** Access pattern: profile by user id (GetItem). */
export async function getProfile(sub: string): Promise<StoredProfile | null> {
  const { data } = await store().user.get({ id: sub }).go({ consistent: true });
  return data ? toProfile(data) : null;
}

/**
 * Access pattern: a caller's standing, by user id (GetItem of those attributes alone), read on every signed-in
 * request: no error built ahead of the call (a failed read throws the SDK's own), nothing else read or formatted.
 */
export async function getStanding(sub: string): Promise<Standing | null> {
  const { data } = await store()
    .user.get({ id: sub })
    .go({
      consistent: true,
      originalErr: true,
      attributes: ['deactivatedAt', 'groupsChangedAt', 'role', 'staffGroups'],
    });
  return data ? standingOf(data) : null;
}

export interface NewProfile {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

const present = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

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
    auditsCreated: 0,
    auditsCompleted: 0,
    lowRiskReportsCompleted: 0,
    staffGroups: null,
    groupsChangedAt: null,
    signatureStatementAcceptedAt: null,
    deactivatedAt: null,
  };
  for (let attempt = 1; ; attempt++) {
    const result = await transaction()
      .write((entities) => [
        entities.user.create(present(profile)).commit(),
        entities.emailClaim
          .put({ email: input.email, userId: input.id })
          // The same user may claim again (a profile lost while its claim stayed); nobody else may.
          .where(({ userId }, { notExists, eq }) => `${notExists(userId)} OR ${eq(userId, input.id)}`)
          .commit(),
        // The admin dashboard's user count moves with the profile it counts.
        totalChange(entities, 'totalUsers', 1).item,
      ])
      .go();
    if (!result.canceled) return profile;
    const refused = (result.data as Array<{ code: string }>).some((d) => d.code === 'ConditionalCheckFailed');
    // Only a concurrent transaction on the counter's shard: nothing was refused, so try again.
    if (!refused && attempt < 5) continue;
    const existing = await getProfile(input.id);
    if (existing) return existing;
    if (!refused) throw new ContentionError();
    throw new ConflictError('An account with this e-mail address already exists.');
  }
}

/** The role a user's Cognito groups grant: the strongest group wins. */
export function roleFromGroups(groups: readonly string[]): Role {
  if (groups.includes('admin')) return 'admin';
  if (groups.includes('editor')) return 'editor';
  return 'user';
}

/** Changes a profile's role, version-checked and trailed (Part 11: who, when, old and new value). */
export async function changeRole(
  profile: StoredProfile,
  role: Role,
  actor: string,
  reason: string,
  tokenGroups: readonly string[] = [],
) {
  const now = new Date().toISOString();
  const staffGroups = GRANTABLE_ROLES.filter((g) => tokenGroups.includes(g));
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
    ({ user }) => [
      {
        item: user
          .patch({ id: profile.id })
          .set({ role, staffGroups, updatedAt: now, version: profile.version + 1 })
          .where(({ version }, { eq }) => eq(version, profile.version))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, profile.version, 'User not found'),
      },
    ],
  );
  return { ...profile, role, staffGroups, updatedAt: now, version: profile.version + 1 };
}

/** The caller's profile, made on the spot (names from the token) when a first request is not `GET /api/auth/user`. */
export async function ensureProfile(user: {
  sub: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}): Promise<StoredProfile> {
  return (
    (await getProfile(user.sub)) ??
    createProfile({
      id: user.sub,
      email: user.email,
      firstName: user.givenName,
      lastName: user.familyName,
      profileImageUrl: user.picture,
    })
  );
}

/**
 * A change the person makes to their own profile: the fields, from the version they read, with its trail entry
 * (what the fields were and became) in the same transaction.
 */
async function changeOwnProfile<
  T extends { firstName?: string; lastName?: string; signatureStatementAcceptedAt?: string },
>(
  profile: StoredProfile,
  expectedVersion: number,
  change: { action: string; before: unknown; after: unknown; fields: T },
): Promise<StoredProfile> {
  const now = new Date().toISOString();
  const { action, before, after, fields } = change;
  await trailedWrite(
    { entityType: 'User', entityId: profile.id, actor: profile.id, action, before, after },
    ({ user }) => [
      {
        item: user
          .patch({ id: profile.id })
          .set({ ...fields, updatedAt: now, version: expectedVersion + 1 })
          .where(({ version }, { eq }) => eq(version, expectedVersion))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, expectedVersion, 'User not found'),
      },
    ],
  );
  return { ...profile, ...fields, updatedAt: now, version: expectedVersion + 1 };
}

/** Changes a user's names, version-checked and trailed. */
export const changeNames = (
  profile: StoredProfile,
  expectedVersion: number,
  names: { firstName: string; lastName: string },
): Promise<StoredProfile> =>
  changeOwnProfile(profile, expectedVersion, {
    action: 'profile.names',
    before: { firstName: profile.firstName, lastName: profile.lastName },
    after: names,
    fields: names,
  });

/**
 * Records, once, that the person accepted the e-signature statement (21 CFR 11.100(c)): version-checked, and
 * trailed with the statement's exact words, so the record shows what was accepted and when.
 */
export function acceptSignatureStatement(profile: StoredProfile, expectedVersion: number): Promise<StoredProfile> {
  const signatureStatementAcceptedAt = new Date().toISOString();
  return changeOwnProfile(profile, expectedVersion, {
    action: 'signature.statement',
    before: { signatureStatementAcceptedAt: null },
    after: { signatureStatementAcceptedAt, statement: SIGNATURE_STATEMENT },
    fields: { signatureStatementAcceptedAt },
  });
}

/** The staff groups a profile stands for: those an admin last set, else what its role implies. */
export function staffGroupsOf(profile: Pick<StoredProfile, 'role' | 'staffGroups'>): GrantableRole[] {
  if (profile.staffGroups) return [...profile.staffGroups];
  return profile.role === 'user' ? [] : [profile.role];
}

const conversions = onFirstUse(() => createConversions(userEntity));

/**
 * Access pattern (admin): profiles by e-mail address, A to Z, optionally only those whose address starts with
 * `search` (any letter case): one Query on the users partition of GSI1 (begins_with on the lower-cased address).
 */
export async function listProfiles(search: string | undefined, page: PageRequest): Promise<Page<StoredProfile>> {
  const { user } = store();
  const prefix = search?.trim().toLowerCase() ?? '';
  const result = await readPage(
    `users:${prefix}`,
    page,
    (options) => {
      const query = user.query.byEmail({});
      return (prefix ? query.begins({ emailKey: prefix }) : query).go(options);
    },
    (item) =>
      conversions.byAccessPattern.byEmail.fromComposite.toCursor({ id: item.id, emailKey: item.email.toLowerCase() }),
  );
  return { items: result.items.map(toProfile), next: result.next };
}

export interface StaffGroupChange {
  role: GrantableRole;
  action: RoleAction;
  reason: string;
}

/**
 * Mirrors a staff-group change already made in Cognito on the profile: the groups, the role they grant and the
 * time (so tokens issued before it stop moving the role), version-checked, with the trail entry (who, when,
 * old and new groups and role, the reason) in the same transaction.
 */
export async function changeStaffGroups(
  profile: StoredProfile,
  actor: string,
  change: StaffGroupChange,
): Promise<StoredProfile> {
  const now = new Date().toISOString();
  const before = staffGroupsOf(profile);
  const groups = GRANTABLE_ROLES.filter((g) => (g === change.role ? change.action === 'grant' : before.includes(g)));
  const role = roleFromGroups(groups);
  await trailedWrite(
    {
      entityType: 'User',
      entityId: profile.id,
      actor,
      action: `role.${change.action}`,
      before: { role: profile.role, groups: before },
      after: { role, groups },
      reason: change.reason,
    },
    ({ user }) => [
      {
        item: user
          .patch({ id: profile.id })
          .set({ role, staffGroups: groups, groupsChangedAt: now, updatedAt: now, version: profile.version + 1 })
          .where(({ version }, { eq }) => eq(version, profile.version))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, profile.version, 'User not found'),
      },
    ],
  );
  return { ...profile, role, staffGroups: groups, groupsChangedAt: now, updatedAt: now, version: profile.version + 1 };
}

/**
 * Deactivates or reactivates an account on its profile, trailed with the admin's reason (the sign-in side is
 * Cognito's, changed first by the caller). Version-checked: a concurrent change of the profile is contention.
 */
export async function changeAccountStatus(
  profile: StoredProfile,
  actor: string,
  change: { active: boolean; reason: string },
): Promise<StoredProfile> {
  const now = new Date().toISOString();
  const deactivatedAt = change.active ? null : now;
  await trailedWrite(
    {
      entityType: 'User',
      entityId: profile.id,
      actor,
      action: change.active ? 'account.reactivate' : 'account.deactivate',
      before: { deactivatedAt: profile.deactivatedAt ?? null },
      after: { deactivatedAt },
      reason: change.reason,
    },
    ({ user }) => {
      let patch = user.patch({ id: profile.id }).set({ updatedAt: now, version: profile.version + 1 });
      patch = deactivatedAt ? patch.set({ deactivatedAt }) : patch.remove(['deactivatedAt']);
      return [
        {
          item: patch.where(({ version }, { eq }) => eq(version, profile.version)).commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, profile.version, 'User not found'),
        },
      ];
    },
  );
  return { ...profile, deactivatedAt, updatedAt: now, version: profile.version + 1 };
}
