import * as z from '../schemas/z';
import { requiredText } from '../schemas/common';
import { TRAIL_REASON_MAX } from '../schemas/limits';
import { ORG_MESSAGES } from './rules';
import { ORG_ROLES } from './roles';

export { WORKSPACE_HEADER } from './header';

export const ORG_NAME_MAX = 120;
const name = requiredText(ORG_NAME_MAX, ORG_MESSAGES.nameRequired);
const role = z.enum(ORG_ROLES, { error: ORG_MESSAGES.roleRequired });

/** `POST /api/orgs`. */
export const orgCreateSchema = z.strictObject({ name });
/** `PATCH /api/orgs/{id}`. */
export const orgUpdateSchema = z.strictObject({ name });

/** A membership as its member sees it (`GET /api/orgs`). */
export const orgMembershipSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ORG_ROLES) });
export type OrgMembership = z.infer<typeof orgMembershipSchema>;

/** One organisation with what its settings page shows. */
export const orgSchema = z.extend(orgMembershipSchema, {
  ownerId: z.string(),
  memberCount: z.int(),
  memberCap: z.int(),
  /** The owner's plan, which the organisation uses. */
  plan: z.enum(['free', 'pro']),
  createdAt: z.string(),
  version: z.int(),
});
export type Org = z.infer<typeof orgSchema>;

export const invitationCreateSchema = z.strictObject({
  email: z.pipe(
    z
      .string({ error: ORG_MESSAGES.emailRequired })
      .check(z.trim(), z.toLowerCase(), z.maxLength(254, ORG_MESSAGES.emailRequired)),
    z.email({ error: ORG_MESSAGES.emailRequired }),
  ),
  role,
});
export type InvitationCreate = z.output<typeof invitationCreateSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `POST /api/invitations/accept` and `/preview`: the token from the link. */
export const invitationAcceptSchema = z.strictObject({
  token: z
    .string({ error: ORG_MESSAGES.invitationNotFound })
    .check(z.trim(), z.minLength(1, ORG_MESSAGES.invitationNotFound), z.maxLength(300)),
});
/** What the accept page shows before accepting: whose organisation, which role, for which address, until when. */
export const invitationPreviewSchema = z.object({
  orgName: z.string(),
  role: z.enum(ORG_ROLES),
  email: z.string(),
  expiresAt: z.string(),
});
export const invitationAcceptedSchema = z.object({ orgId: z.string(), orgName: z.string(), role: z.enum(ORG_ROLES) });

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ORG_ROLES),
  joinedAt: z.string(),
  version: z.int(),
});
export type Member = z.infer<typeof memberSchema>;

/** `PATCH /api/orgs/{id}/members/{userId}`: a role change always says why (trailed). */
export const memberUpdateSchema = z.strictObject({
  role,
  reason: requiredText(TRAIL_REASON_MAX, ORG_MESSAGES.reasonRequired),
});
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

export const orgParamsSchema = z.strictObject({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export const memberParamsSchema = z.extend(orgParamsSchema, {
  userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export const invitationParamsSchema = z.extend(orgParamsSchema, {
  invitationId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/** `?assignedTo=me` on the audit list. */
export const assignedToQuery = z.optional(z.enum(['me'], { error: 'assignedTo must be "me"' }));

/** Optional audit assignment fields (members of the workspace only). */
export const assignmentFields = {
  leadAuditorId: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))),
  auditorIds: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(25, 'At most 25 auditors')),
  ),
  reviewerId: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))),
};

/** `GET /api/orgs/{id}/trail?actor=`: one member's actions in the organisation instead of its own chain. */
export const orgTrailQuerySchema = z.strictObject({
  actor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
