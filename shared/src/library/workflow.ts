/**
 * How staff revise a library SOP (issue 22): a version moves draft → in review → approved, and back from review
 * to draft; approving stores the version approved before as superseded. The API enforces these rules and
 * /cms-admin's SOPs tab mirrors them, so they live here once. What a version is shown as on a day (it stays in force
 * until its successor's effective date) is sopStandingOn in rules.ts.
 */
import type { SOP_STATUSES } from './schemas';

export type SopStatus = (typeof SOP_STATUSES)[number];

export const SOP_STATUS_LABELS: Record<SopStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  superseded: 'Superseded',
};

/** The moves staff make by name, from the one status each starts from. */
export const SOP_MOVES = {
  submit: { from: 'draft', to: 'in_review' },
  return: { from: 'in_review', to: 'draft' },
  approve: { from: 'in_review', to: 'approved' },
} as const satisfies Record<string, { from: SopStatus; to: SopStatus }>;
export type SopMove = keyof typeof SOP_MOVES;

/** Only a draft's text can change: a version in review is being checked, approved and superseded ones never change. */
export const sopEditable = (status: SopStatus): boolean => status === 'draft';

/** A version still on its way to approval: an SOP has at most one, so reviewers never juggle rival drafts. */
export const sopOpen = (status: SopStatus): boolean => status === 'draft' || status === 'in_review';

/** What a signature on an SOP version means (21 CFR 11.50(a)(3)): shown in the dialog and kept with the signature. */
export const SOP_APPROVAL_MEANING = 'Approved';
export const SOP_APPROVAL_STATEMENT =
  'I approve this SOP version for use from its effective date; it replaces the version approved before it.';

export type SopRevisionKind = 'minor' | 'major';

/** The label of the next version: a minor revision 1.0 → 1.1, a major one 1.3 → 2.0. */
export function nextSopVersion(current: string, kind: SopRevisionKind): string {
  const [major = 1, minor = 0] = current.split('.').map((n) => Number.parseInt(n, 10) || 0);
  return kind === 'major' ? `${major + 1}.0` : `${major}.${minor + 1}`;
}

export const SOP_EDIT_MESSAGES = {
  notFound: 'SOP not found',
  versionNotFound: 'SOP version not found',
  titleTaken: 'An SOP with this title already exists. Choose another title.',
  codeRequired: 'Code is required',
  titleRequired: 'Title is required',
  summaryRequired: 'Summary is required',
  areaRequired: 'Choose an area',
  purposeRequired: 'Purpose is required',
  scopeRequired: 'Scope is required',
  effectiveRequired: 'Effective date must be a date (YYYY-MM-DD)',
  reviewRequired: 'Next review date must be a date (YYYY-MM-DD)',
  reviewAfterEffective: 'The next review date must be after the effective date',
  passwordRequired: 'Enter your password to sign',
  wrongPassword: 'The password is not correct. The SOP version was not approved.',
  notEditable: (version: string, status: SopStatus) =>
    `Version ${version} is ${SOP_STATUS_LABELS[status].toLowerCase()}: only a draft can be edited. Start a new draft to revise it.`,
  wrongStatus: (version: string, status: SopStatus, move: SopMove) =>
    `Version ${version} is ${SOP_STATUS_LABELS[status].toLowerCase()}: only a version ${SOP_STATUS_LABELS[SOP_MOVES[move].from].toLowerCase()} can be ${MOVE_PAST[move]}.`,
  openVersion: (version: string, status: SopStatus) =>
    `Version ${version} is already ${SOP_STATUS_LABELS[status].toLowerCase()}: finish it before starting another.`,
  noApproved: 'This SOP has no approved version to revise yet.',
  sameEditor: 'You edited this version last. Another staff member must approve it (separation of duties).',
  created: 'SOP created as draft 1.0',
  saved: 'Draft saved',
  submitted: 'Sent for review',
  returned: 'Sent back to draft',
  approved: 'SOP version approved',
} as const;

const MOVE_PAST: Record<SopMove, string> = { submit: 'sent for review', return: 'sent back', approve: 'approved' };

/** Why `signerId` may not approve a version `lastEditorId` edited last, or null when they may. */
export const sopApprovalRefusal = (signerId: string, lastEditorId: string): string | null =>
  signerId === lastEditorId ? SOP_EDIT_MESSAGES.sameEditor : null;
