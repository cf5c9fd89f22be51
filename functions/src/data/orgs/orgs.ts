import { v7 as uuidv7 } from 'uuid';
import type { Member, OrgMembership, OrgRole } from '@cq/shared';
import { ConflictError, NotFoundError, StaleVersionError } from '../../domain/errors';
import { store, type TransactionEntities } from '../core/store';
import { trailedWrite, type Write } from '../trail/trail';
import './org.entity';
import '../people/user.entity';

export const ORG_TRAIL = 'Org';
const ORG_NOT_FOUND = 'Organisation not found';
const MEMBER_NOT_FOUND = 'Member not found';

export interface StoredOrg {
  id: string;
  name: string;
  ownerId: string;
  memberCount: number;
  createdAt: string;
  version: number;
}

export interface StoredMembership {
  orgId: string;
  userId: string;
  role: OrgRole;
  email: string;
  joinedAt: string;
  version: number;
}

/** Access pattern: one person's membership of one organisation (GetItem, consistent: removal acts at once). */
export async function getMembership(orgId: string, userId: string): Promise<StoredMembership | null> {
  const { data } = await store().membership.get({ orgId, userId }).go({ consistent: true });
  return data ? { ...data, role: data.role } : null;
}

/** Access pattern: one organisation (GetItem). */
export async function getOrg(orgId: string): Promise<StoredOrg | null> {
  const { data } = await store().org.get({ orgId }).go({ consistent: true });
  return data
    ? {
        id: data.orgId,
        name: data.name,
        ownerId: data.ownerId,
        memberCount: data.memberCount,
        createdAt: data.createdAt,
        version: data.version,
      }
    : null;
}

export async function requireOrg(orgId: string): Promise<StoredOrg> {
  const found = await getOrg(orgId);
  if (!found) throw new NotFoundError(ORG_NOT_FOUND);
  return found;
}

/**
 * Every membership change moves the organisation's version (and member count) in the same transaction, with a
 * condition on the version read: two admins changing members at once cannot both pass a rule (the last owner,
 * the cap) checked against the same state.
 */
function orgStep(
  entities: TransactionEntities,
  current: StoredOrg,
  memberDelta: number,
  at: string,
  ownerId = current.ownerId,
): Write {
  return {
    item: entities.org
      .patch({ orgId: current.id })
      .set({ memberCount: current.memberCount + memberDelta, ownerId, version: current.version + 1, updatedAt: at })
      .where(({ version }, { eq }) => eq(version, current.version))
      .commit({ response: 'all_old' }),
    refusal: (stored) => (stored ? new StaleVersionError() : new NotFoundError(ORG_NOT_FOUND)),
  };
}

/** Creates an organisation with its creator as owner and first member. */
export async function createOrg(owner: { id: string; email: string }, name: string): Promise<OrgMembership> {
  const at = new Date().toISOString();
  const orgId = `org_${uuidv7()}`;
  await trailedWrite(
    {
      entityType: ORG_TRAIL,
      entityId: orgId,
      workspaceId: orgId,
      actor: owner.id,
      action: 'create',
      before: null,
      after: { name, ownerId: owner.id },
    },
    (entities) => [
      {
        item: entities.org
          .create({ orgId, name, ownerId: owner.id, memberCount: 1, createdAt: at, updatedAt: at, version: 1 })
          .commit(),
      },
      {
        item: entities.membership
          .create({ orgId, userId: owner.id, role: 'owner', email: owner.email, joinedAt: at, version: 1 })
          .commit(),
      },
    ],
  );
  return { id: orgId, name, role: 'owner' };
}

export async function renameOrg(current: StoredOrg, actor: string, name: string): Promise<StoredOrg> {
  if (current.name === name) return current;
  const at = new Date().toISOString();
  await trailedWrite(
    {
      entityType: ORG_TRAIL,
      entityId: current.id,
      workspaceId: current.id,
      actor,
      action: 'rename',
      before: { name: current.name },
      after: { name },
    },
    (entities) => [
      {
        item: entities.org
          .patch({ orgId: current.id })
          .set({ name, version: current.version + 1, updatedAt: at })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit({ response: 'all_old' }),
        refusal: (stored) => (stored ? new StaleVersionError() : new NotFoundError(ORG_NOT_FOUND)),
      },
    ],
  );
  return { ...current, name, version: current.version + 1 };
}

/** Access pattern: the caller's memberships (one Query on GSI1), named from their organisations (one BatchGet). */
export async function membershipsOf(userId: string): Promise<OrgMembership[]> {
  const { membership, org } = store();
  const { data } = await membership.query.byUser({ userId }).go({ pages: 'all' });
  if (data.length === 0) return [];
  const orgs = await org.get(data.map((m) => ({ orgId: m.orgId }))).go({ preserveBatchOrder: true });
  return data
    .map((m, i) => ({ id: m.orgId, name: orgs.data[i]?.name ?? '', role: m.role }))
    .filter((m) => m.name !== '')
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Access pattern: an organisation's members (one Query on its partition, at most the member cap), with their
 * current names from their profiles (one BatchGet).
 */
export async function listMembers(orgId: string): Promise<Member[]> {
  const { membership, user } = store();
  const { data } = await membership.query.byOrg({ orgId }).go({ pages: 'all', consistent: true });
  if (data.length === 0) return [];
  const profiles = await user.get(data.map((m) => ({ id: m.userId }))).go({ preserveBatchOrder: true });
  return data.map((m, i) => {
    const p = profiles.data[i];
    const name = [p?.firstName, p?.lastName].filter(Boolean).join(' ');
    return {
      userId: m.userId,
      email: p?.email ?? m.email,
      name: name || p?.email || m.email,
      role: m.role,
      joinedAt: m.joinedAt,
      version: m.version,
    };
  });
}

const otherOwners = (members: readonly Member[], userId: string) =>
  members.filter((m) => m.role === 'owner' && m.userId !== userId);
const lastOwnerLeft = (members: readonly Member[], userId: string) => otherOwners(members, userId).length === 0;

/**
 * Whose plan the organisation uses after `userId` stops being an owner: unchanged unless they held it, else the
 * longest-standing other owner (the last owner never stops being one, so there is always another).
 */
const planHolderAfter = (current: StoredOrg, members: readonly Member[], userId: string): string =>
  current.ownerId !== userId
    ? current.ownerId
    : ([...otherOwners(members, userId)].sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))[0]?.userId ??
      current.ownerId);

/** Changes a member's role (trailed with the reason); the last owner cannot be demoted. */
export async function changeMemberRole(
  current: StoredOrg,
  actor: string,
  member: Member,
  members: readonly Member[],
  role: OrgRole,
  reason: string,
  lastOwnerMessage: string,
): Promise<Member> {
  if (member.role === role) return member;
  if (member.role === 'owner' && lastOwnerLeft(members, member.userId)) throw new ConflictError(lastOwnerMessage);
  const at = new Date().toISOString();
  await trailedWrite(
    {
      entityType: ORG_TRAIL,
      entityId: current.id,
      workspaceId: current.id,
      actor,
      action: 'member.role',
      before: { userId: member.userId, email: member.email, role: member.role },
      after: { userId: member.userId, email: member.email, role },
      reason,
    },
    (entities) => [
      orgStep(
        entities,
        current,
        0,
        at,
        role === 'owner' ? current.ownerId : planHolderAfter(current, members, member.userId),
      ),
      {
        item: entities.membership
          .patch({ orgId: current.id, userId: member.userId })
          .set({ role, version: member.version + 1 })
          .where(({ version }, { eq }) => eq(version, member.version))
          .commit({ response: 'all_old' }),
        refusal: (stored) => (stored ? new StaleVersionError() : new NotFoundError(MEMBER_NOT_FOUND)),
      },
    ],
  );
  return { ...member, role, version: member.version + 1 };
}

/**
 * Removes a member, or a member leaves (trailed); their next request finds no membership. The last owner stays;
 * when the owner whose plan the organisation uses goes, the plan passes to another owner.
 */
export async function removeMember(
  current: StoredOrg,
  actor: string,
  member: Member,
  members: readonly Member[],
  lastOwnerMessage: string,
): Promise<void> {
  if (member.role === 'owner' && lastOwnerLeft(members, member.userId)) throw new ConflictError(lastOwnerMessage);
  const at = new Date().toISOString();
  await trailedWrite(
    {
      entityType: ORG_TRAIL,
      entityId: current.id,
      workspaceId: current.id,
      actor,
      action: actor === member.userId ? 'member.leave' : 'member.remove',
      before: { userId: member.userId, email: member.email, role: member.role },
      after: null,
    },
    (entities) => [
      orgStep(entities, current, -1, at, planHolderAfter(current, members, member.userId)),
      {
        item: entities.membership
          .delete({ orgId: current.id, userId: member.userId })
          .where(({ version }, { eq }) => eq(version, member.version))
          .commit({ response: 'all_old' }),
        refusal: (stored) => (stored ? new StaleVersionError() : new NotFoundError(MEMBER_NOT_FOUND)),
      },
    ],
  );
}

export { orgStep };
