import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { INVITATION_DAYS, ORG_MESSAGES, type Invitation, type OrgRole } from '@cq/shared';
import { ConflictError, GoneError, NotFoundError, type DomainError } from '../../domain/errors';
import { store } from '../core/store';
import { trailedWrite } from '../trail/trail';
import { ORG_TRAIL, orgStep, type StoredOrg } from './orgs';
import './org.entity';

type Stored = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['invitation']['get']>['go']>>['data']>;

const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

const toInvitation = (item: Stored): Invitation => ({
  id: item.id,
  email: item.email,
  role: item.role,
  invitedBy: item.invitedBy,
  createdAt: item.createdAt,
  expiresAt: item.validUntil,
});

const isOpen = (item: Stored, now: number) => item.status === 'pending' && Date.parse(item.validUntil) > now;

/**
 * The smallest invitation id made at or after `ms`: ids are UUIDv7, whose first 48 bits are the time they were made
 * in milliseconds, so ids sort by time.
 */
export function firstIdAt(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-`;
}

/**
 * Access pattern: an organisation's pending, unexpired invitations, newest first: one Query on its partition over
 * the ids of the last INVITATION_DAYS days only (an older one has expired), so it never reads the history.
 */
export async function pendingInvitations(orgId: string): Promise<Invitation[]> {
  const now = Date.now();
  const { data } = await store()
    .invitation.query.byOrg({ orgId })
    .gte({ id: firstIdAt(now - INVITATION_DAYS * 86_400_000) })
    .where(({ status }, { eq }) => eq(status, 'pending'))
    .go({ pages: 'all', order: 'desc', consistent: true });
  return data.filter((item) => isOpen(item, now)).map(toInvitation);
}

/**
 * Stores an invitation and returns the link's token (shown to nobody: it goes into the e-mail). The token is
 * `<orgId>~<id>~<secret>` with 256 random bits; only the secret's hash is kept.
 */
export async function createInvitation(
  org: StoredOrg,
  actor: string,
  input: { email: string; role: OrgRole },
): Promise<{ invitation: Invitation; token: string }> {
  const secret = randomBytes(32).toString('base64url');
  const id = uuidv7();
  const createdAt = new Date().toISOString();
  const validUntil = new Date(Date.parse(createdAt) + INVITATION_DAYS * 86_400_000).toISOString();
  await trailedWrite(
    {
      entityType: ORG_TRAIL,
      entityId: org.id,
      workspaceId: org.id,
      actor,
      action: 'invitation.create',
      before: null,
      after: { invitationId: id, email: input.email, role: input.role, expiresAt: validUntil },
    },
    (entities) => [
      {
        item: entities.invitation
          .create({
            orgId: org.id,
            id,
            email: input.email,
            role: input.role,
            secretHash: hashSecret(secret),
            invitedBy: actor,
            status: 'pending',
            createdAt,
            validUntil,
          })
          .commit(),
      },
    ],
  );
  return {
    invitation: { id, email: input.email, role: input.role, invitedBy: actor, createdAt, expiresAt: validUntil },
    token: `${org.id}~${id}~${secret}`,
  };
}

export async function revokeInvitation(org: StoredOrg, actor: string, invitationId: string): Promise<void> {
  const { data } = await store().invitation.get({ orgId: org.id, id: invitationId }).go({ consistent: true });
  if (!data || data.status !== 'pending') throw new NotFoundError(ORG_MESSAGES.invitationNotFound);
  await trailedWrite(
    {
      entityType: ORG_TRAIL,
      entityId: org.id,
      workspaceId: org.id,
      actor,
      action: 'invitation.revoke',
      before: { invitationId, email: data.email, role: data.role, status: 'pending' },
      after: { invitationId, email: data.email, role: data.role, status: 'revoked' },
    },
    (entities) => [
      {
        item: entities.invitation
          .patch({ orgId: org.id, id: invitationId })
          .set({ status: 'revoked' })
          .where(({ status }, { eq }) => eq(status, 'pending'))
          .commit({ response: 'all_old' }),
        refusal: () => new NotFoundError(ORG_MESSAGES.invitationNotFound),
      },
    ],
  );
}

/** What a token points at, checked: the invitation, or the refusal its holder hears. */
export async function openInvitation(token: string): Promise<Stored> {
  const [orgId, id, secret, extra] = token.split('~');
  const notFound = new NotFoundError(ORG_MESSAGES.invitationNotFound);
  if (!orgId || !id || !secret || extra !== undefined) throw notFound;
  const { data } = await store().invitation.get({ orgId, id }).go({ consistent: true });
  if (!data) throw notFound;
  const expected = Buffer.from(data.secretHash, 'hex');
  const given = Buffer.from(hashSecret(secret), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound;
  if (data.status !== 'pending') throw new GoneError(ORG_MESSAGES.invitationUsed);
  if (Date.parse(data.validUntil) <= Date.now()) throw new GoneError(ORG_MESSAGES.invitationExpired);
  return data;
}

/**
 * Accepts an invitation: it is used up, the membership is written and the member count moves, in one
 * transaction whose conditions hold the single use and the cap (`capRefusal` when the organisation is full).
 */
export async function acceptInvitation(
  invitation: Stored,
  org: StoredOrg,
  user: { id: string; email: string },
  cap: number,
  capRefusal: () => DomainError,
): Promise<void> {
  if (org.memberCount >= cap) throw capRefusal();
  const at = new Date().toISOString();
  await trailedWrite(
    {
      entityType: ORG_TRAIL,
      entityId: org.id,
      workspaceId: org.id,
      actor: user.id,
      action: 'member.join',
      before: null,
      after: { userId: user.id, email: user.email, role: invitation.role, invitationId: invitation.id },
    },
    (entities) => [
      {
        item: entities.invitation
          .patch({ orgId: org.id, id: invitation.id })
          .set({ status: 'accepted', acceptedBy: user.id })
          .where(({ status }, { eq }) => eq(status, 'pending'))
          .commit({ response: 'all_old' }),
        refusal: () => new GoneError(ORG_MESSAGES.invitationUsed),
      },
      {
        item: entities.membership
          .create({
            orgId: org.id,
            userId: user.id,
            role: invitation.role,
            email: user.email,
            joinedAt: at,
            version: 1,
          })
          .commit(),
        refusal: () => new ConflictError(ORG_MESSAGES.alreadyMember),
      },
      orgStep(entities, org, 1, at),
    ],
  );
}
