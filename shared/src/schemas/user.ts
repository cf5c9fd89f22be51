import * as z from './z';
import { SUBSCRIPTION_STATUSES, ROLES, type SubscriptionStatus } from './userConstants';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { SUBSCRIPTION_STATUSES, ROLES, type SubscriptionStatus, type Role } from './userConstants';

/** The plan a subscription status means, as Settings and the admin's user list name it. */
export const PLAN_LABELS: Record<SubscriptionStatus, string> = {
  free: 'Free',
  active: 'Pro',
  past_due: 'Pro (payment past due: Free limits apply)',
  canceled: 'Free (Pro canceled)',
};

/** The current user, as `GET /api/auth/user` returns it. */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  role: z.enum(ROLES),
  xpPoints: z.int(),
  level: z.int(),
  streak: z.int(),
  lastActivityDate: z.nullable(z.string()),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  stripeCustomerId: z.optional(z.nullable(z.string())),
  stripeSubscriptionId: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
  groups: z.array(z.string()),
  /** When the person accepted the e-signature statement (null or absent: not yet; the Sign dialog asks). */
  signatureStatementAcceptedAt: z.optional(z.nullable(z.string())),
  /** The version to send back with `PATCH /api/auth/user`. */
  version: z.int(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
