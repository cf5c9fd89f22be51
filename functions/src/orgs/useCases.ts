import {
  assignableRoles,
  isPro,
  memberCapMessage,
  ORG_MESSAGES,
  type InvitationCreate,
  type MemberUpdate,
  type Org,
} from '@cq/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../domain/errors';
import type { Workspace } from '../data/core/owner';
import { getOrg, listMembers, requireOrg, type StoredOrg } from '../data/orgs/orgs';
import { pendingInvitations } from '../data/orgs/invitations';
import { ownerPlan } from './plan';

/** The organisation a resolved workspace is (org routes always name one). */
export async function orgOf(workspace: Workspace): Promise<StoredOrg> {
  if (!workspace.orgId) throw new NotFoundError('Not found');
  return requireOrg(workspace.orgId);
}

export async function orgView(org: StoredOrg, workspace: Workspace): Promise<Org> {
  const plan = await ownerPlan(org.ownerId);
  return {
    id: org.id,
    name: org.name,
    role: workspace.role,
    ownerId: org.ownerId,
    memberCount: org.memberCount,
    memberCap: plan.cap,
    plan: isPro(plan.status) ? 'pro' : 'free',
    createdAt: org.createdAt,
    version: org.version,
  };
}

/**
 * Before an invitation goes out: the address is not a member's and has no pending invitation, the role is one
 * the inviter may hand out, and members plus pending invitations stay within the owner's plan.
 */
export async function checkInvitation(workspace: Workspace, org: StoredOrg, input: InvitationCreate) {
  if (!assignableRoles(workspace.role).includes(input.role)) throw new ForbiddenError(ORG_MESSAGES.ownerOnly);
  const [members, pending, plan] = await Promise.all([
    listMembers(org.id),
    pendingInvitations(org.id),
    ownerPlan(org.ownerId),
  ]);
  if (members.some((m) => m.email.toLowerCase() === input.email)) {
    throw new ConflictError(ORG_MESSAGES.alreadyMember);
  }
  if (pending.some((i) => i.email === input.email)) throw new ConflictError(ORG_MESSAGES.alreadyInvited);
  if (members.length + pending.length >= plan.cap) throw new ForbiddenError(memberCapMessage(plan.cap));
}

/** A role change: only an owner makes an owner or changes an owner's role. */
export function checkRoleChange(workspace: Workspace, currentRole: string, input: MemberUpdate) {
  const ownerInvolved = currentRole === 'owner' || input.role === 'owner';
  if (ownerInvolved && workspace.role !== 'owner') throw new ForbiddenError(ORG_MESSAGES.ownerOnly);
}

export { getOrg };
