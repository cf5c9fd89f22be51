import { memberCapMessage, ORG_MESSAGES, ORG_ROLE_LABELS, SITE } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { orgsContract } from '@cq/shared/contract/orgs';
import { signedIn } from '../http/signedIn';
import { ConflictError, ForbiddenError, NotFoundError } from '../domain/errors';
import { ensureProfile } from '../data/people/users';
import {
  changeMemberRole,
  createOrg,
  listMembers,
  membershipsOf,
  removeMember,
  renameOrg,
  requireOrg,
  getMembership,
  ORG_TRAIL,
} from '../data/orgs/orgs';
import {
  acceptInvitation,
  createInvitation,
  openInvitation,
  pendingInvitations,
  revokeInvitation,
} from '../data/orgs/invitations';
import { checkedTrail, trailByActorIn } from '../data/trail/trail';
import { retryOnContention } from '../data/core/contention';
import { sendMail } from '../services/mail';
import { env } from '../lib/env';
import { checkInvitation, checkRoleChange, orgOf, orgView } from './useCases';
import { ownerPlan } from './plan';

const ORG_CREATE_LIMIT = { bucket: 'org-create', limit: 10, windowSeconds: 3600 };
const INVITE_LIMIT = { bucket: 'org-invite', limit: 30, windowSeconds: 3600 };

async function create({ user, body }: RequestContext<'POST /api/orgs'>) {
  const profile = await ensureProfile(user);
  return { body: await createOrg({ id: user.sub, email: profile.email }, body.name) };
}

async function list({ user }: RequestContext<'GET /api/orgs'>) {
  return { body: await membershipsOf(user.sub) };
}

async function read({ workspace }: RequestContext<'GET /api/orgs/{id}'>) {
  return { body: await orgView(await orgOf(workspace), workspace) };
}

async function rename({ workspace, body }: RequestContext<'PATCH /api/orgs/{id}'>) {
  const renamed = await retryOnContention(async () => renameOrg(await orgOf(workspace), workspace.actor, body.name));
  return { body: await orgView(renamed, workspace) };
}

async function members({ workspace }: RequestContext<'GET /api/orgs/{id}/members'>) {
  return { body: await listMembers((await orgOf(workspace)).id) };
}

async function memberOf(orgId: string, userId: string) {
  const all = await listMembers(orgId);
  const member = all.find((m) => m.userId === userId);
  if (!member) throw new NotFoundError('Member not found');
  return { member, all };
}

async function changeRole({ workspace, params, body }: RequestContext<'PATCH /api/orgs/{id}/members/{userId}'>) {
  return {
    body: await retryOnContention(async () => {
      const org = await orgOf(workspace);
      const { member, all } = await memberOf(org.id, params.userId);
      checkRoleChange(workspace, member.role, body);
      return changeMemberRole(org, workspace.actor, member, all, body.role, body.reason, ORG_MESSAGES.lastOwner);
    }),
  };
}

async function remove({ workspace, params }: RequestContext<'DELETE /api/orgs/{id}/members/{userId}'>) {
  await retryOnContention(async () => {
    const org = await orgOf(workspace);
    const { member, all } = await memberOf(org.id, params.userId);
    if (member.role === 'owner' && workspace.role !== 'owner') throw new ForbiddenError(ORG_MESSAGES.ownerOnly);
    await removeMember(org, workspace.actor, member, all, ORG_MESSAGES.lastOwner);
  });
  return { body: { ok: true as const } };
}

async function invitations({ workspace }: RequestContext<'GET /api/orgs/{id}/invitations'>) {
  return { body: await pendingInvitations((await orgOf(workspace)).id) };
}

/** SITE_URL is set wherever the API runs (the local stack, CDK, the test harness), as for checkout's return URLs. */
const invitationLink = (token: string) => `${env.siteUrl()}/invitations/${token}`;

async function invite({ workspace, body }: RequestContext<'POST /api/orgs/{id}/invitations'>) {
  const org = await orgOf(workspace);
  await checkInvitation(workspace, org, body);
  const { invitation, token } = await createInvitation(org, workspace.actor, body);
  await sendMail({
    to: body.email,
    subject: `You are invited to ${org.name} on ${SITE.brandName}`,
    text: [
      `You have been invited to join the organisation "${org.name}" on ${SITE.brandName} as ${ORG_ROLE_LABELS[body.role]}.`,
      '',
      `Accept the invitation (sign in or create an account with this e-mail address first):`,
      invitationLink(token),
      '',
      `The link can be used once and expires on ${invitation.expiresAt.slice(0, 16).replace('T', ' ')} UTC.`,
      `If you did not expect this invitation, ignore this e-mail.`,
    ].join('\n'),
  });
  return { body: invitation };
}

async function revoke({ workspace, params }: RequestContext<'DELETE /api/orgs/{id}/invitations/{invitationId}'>) {
  await revokeInvitation(await orgOf(workspace), workspace.actor, params.invitationId);
  return { body: { ok: true as const } };
}

async function trail({ workspace, query }: RequestContext<'GET /api/orgs/{id}/trail'>) {
  const org = await orgOf(workspace);
  if (!query.actor) return { body: await checkedTrail(ORG_TRAIL, org.id) };
  if (!(await getMembership(org.id, query.actor)) && query.actor !== workspace.actor) {
    throw new NotFoundError('Member not found');
  }
  return { body: { entries: await trailByActorIn(query.actor, org.id), verified: true, brokenAt: null } };
}

async function leave({ workspace }: RequestContext<'DELETE /api/orgs/{id}/membership'>) {
  await retryOnContention(async () => {
    const org = await orgOf(workspace);
    const { member, all } = await memberOf(org.id, workspace.actor);
    await removeMember(org, workspace.actor, member, all, ORG_MESSAGES.lastOwner);
  });
  return { body: { ok: true as const } };
}

async function preview({ body }: RequestContext<'POST /api/invitations/preview'>) {
  const invitation = await openInvitation(body.token);
  const org = await requireOrg(invitation.orgId);
  return {
    body: { orgName: org.name, role: invitation.role, email: invitation.email, expiresAt: invitation.validUntil },
  };
}

async function accept({ user, body }: RequestContext<'POST /api/invitations/accept'>) {
  const profile = await ensureProfile(user);
  return {
    body: await retryOnContention(async () => {
      const invitation = await openInvitation(body.token);
      if (invitation.email.toLowerCase() !== profile.email.toLowerCase()) {
        throw new ForbiddenError(ORG_MESSAGES.invitationWrongEmail);
      }
      const org = await requireOrg(invitation.orgId);
      if (await getMembership(org.id, user.sub)) throw new ConflictError(ORG_MESSAGES.alreadyMember);
      const { cap } = await ownerPlan(org.ownerId);
      await acceptInvitation(invitation, org, { id: user.sub, email: profile.email }, cap, () => {
        return new ForbiddenError(memberCapMessage(cap));
      });
      return { orgId: org.id, orgName: org.name, role: invitation.role };
    }),
  };
}

export const operations: Operations<'orgs'> = {
  'POST /api/orgs': { handle: create, rateLimit: ORG_CREATE_LIMIT },
  'GET /api/orgs': { handle: list },
  'GET /api/orgs/{id}': { handle: read },
  'PATCH /api/orgs/{id}': { handle: rename },
  'GET /api/orgs/{id}/members': { handle: members },
  'PATCH /api/orgs/{id}/members/{userId}': { handle: changeRole },
  'DELETE /api/orgs/{id}/members/{userId}': { handle: remove },
  'GET /api/orgs/{id}/invitations': { handle: invitations },
  'POST /api/orgs/{id}/invitations': { handle: invite, rateLimit: INVITE_LIMIT },
  'DELETE /api/orgs/{id}/invitations/{invitationId}': { handle: revoke },
  'GET /api/orgs/{id}/trail': { handle: trail },
  'DELETE /api/orgs/{id}/membership': { handle: leave },
  'POST /api/invitations/preview': { handle: preview, rateLimit: INVITE_LIMIT },
  'POST /api/invitations/accept': { handle: accept },
};

export const handler = createGroupHandler('orgs', orgsContract, operations, signedIn);
