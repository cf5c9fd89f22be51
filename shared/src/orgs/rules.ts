import { isPro } from '../progress/plans';
import type { SubscriptionStatus } from '../schemas/user';
import type { SignatureMeaning } from '../reports/schemas';
import { can, ORG_ROLE_LABELS, type OrgRole, type WorkspaceAction } from './roles';

/** An organisation's member cap follows its owner's plan: Free 3 (owner included), Pro 25. */
export const MEMBER_CAPS = { free: 3, pro: 25 } as const;
export const memberCap = (ownerStatus: SubscriptionStatus | null | undefined): number =>
  isPro(ownerStatus) ? MEMBER_CAPS.pro : MEMBER_CAPS.free;

export const memberCapMessage = (cap: number): string =>
  cap === MEMBER_CAPS.free
    ? `This organisation has reached the Free plan's limit of ${cap} members (owner included). The owner can upgrade to Pro for up to ${MEMBER_CAPS.pro} members.`
    : `This organisation has reached its limit of ${cap} members.`;

/** Days an invitation link stays valid. */
export const INVITATION_DAYS = 7;

export const ORG_MESSAGES = {
  nameRequired: 'Organisation name is required',
  emailRequired: 'Enter a valid e-mail address',
  roleRequired: 'Choose a role',
  reasonRequired: 'Give a reason for the change',
  lastOwner: 'An organisation needs at least one owner: make another member owner first.',
  alreadyMember: 'This person is already a member of the organisation.',
  alreadyInvited: 'This e-mail already has a pending invitation; revoke it to send a new one.',
  invitationWrongEmail:
    'This invitation was sent to another e-mail address. Sign in with the invited address to accept it.',
  invitationUsed: 'This invitation has already been used or was revoked.',
  invitationExpired: 'This invitation has expired. Ask the organisation for a new one.',
  invitationNotFound: 'Invitation not found',
  ownerOnly: 'Only an owner can make another member owner or change an owner’s role.',
  notMember: 'Assignees must be members of this workspace.',
  auditorRole: 'Auditors must be members who can edit audits (not viewers).',
  reviewerRole: 'The reviewer must be a reviewer, admin or owner of this workspace.',
  reviewerIsAuthor: 'The reviewer must be someone who did not write or answer this report.',
} as const;

/** What each assignment field asks of the member it names, and the field message when their role falls short. */
export const ASSIGNEE_NEEDS = {
  leadAuditorId: { action: 'write', message: ORG_MESSAGES.auditorRole },
  auditorIds: { action: 'write', message: ORG_MESSAGES.auditorRole },
  reviewerId: { action: 'approve', message: ORG_MESSAGES.reviewerRole },
} as const satisfies Record<string, { action: WorkspaceAction; message: string }>;
export type AssigneeField = keyof typeof ASSIGNEE_NEEDS;

/** Signature meanings that say the signer checked someone else's work (separation of duties applies). */
export const REVIEWING_MEANINGS: readonly SignatureMeaning[] = ['Approved', 'Reviewed'];
/** Only this meaning approves a report (and locks it); the others are recorded and change no status. */
export const APPROVING_MEANING: SignatureMeaning = 'Approved';

export interface SigningContext {
  /** null for the personal workspace (single-person signing). */
  role: OrgRole | null;
  signerId: string;
  /** Who created the report and who recorded any of its answers. */
  authorIds: readonly string[];
  meaning: SignatureMeaning;
}

/**
 * Separation of duties (21 CFR 11.10(g), EU Annex 11 §12): in an organisation a report is approved or reviewed
 * only by a reviewer, admin or owner who neither created it nor recorded any of its answers. Its authors, and only
 * they, may sign with the meaning "Authored". Returns the refusal, or null when the signature may be made.
 */
export function signingRefusal({ role, signerId, authorIds, meaning }: SigningContext): string | null {
  if (role === null) return null;
  if (!REVIEWING_MEANINGS.includes(meaning)) {
    if (!can(role, 'write')) return `Your role (${ORG_ROLE_LABELS[role]}) cannot sign reports.`;
    return authorIds.includes(signerId)
      ? null
      : `Only someone who wrote or answered this report can sign it as "${meaning}".`;
  }
  if (!can(role, 'approve')) {
    return `Your role (${ORG_ROLE_LABELS[role]}) cannot sign as "${meaning}": a reviewer, admin or owner must.`;
  }
  if (authorIds.includes(signerId)) {
    return `You wrote or answered this report, so you cannot sign it as "${meaning}": another reviewer must. You may sign it as "Authored".`;
  }
  return null;
}

/** Who has signed with a reviewing meaning ("Approved", "Reviewed"). */
export const reviewersWhoSigned = (
  signatures: readonly { signerId: string; meaning: SignatureMeaning }[],
): string[] => [...new Set(signatures.filter((s) => REVIEWING_MEANINGS.includes(s.meaning)).map((s) => s.signerId))];

/**
 * "Awaiting your review": the report names this person as reviewer, is under review or completed, and they have
 * not signed it with a reviewing meaning yet. An author named as reviewer is never waited for: they cannot sign.
 */
export const awaitsReviewBy = (
  r: { reviewerId: string | null; status: string; authorIds: readonly string[]; reviewedBy: readonly string[] },
  userId: string,
): boolean =>
  r.reviewerId === userId &&
  (r.status === 'review' || r.status === 'completed') &&
  !r.authorIds.includes(userId) &&
  !r.reviewedBy.includes(userId);
