import { z } from 'zod';
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
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  xpPoints: z.number().int(),
  level: z.number().int(),
  streak: z.number().int(),
  lastActivityDate: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  stripeCustomerId: z.string().nullable().optional(),
  stripeSubscriptionId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  groups: z.array(z.string()),
  /** When the person accepted the e-signature statement (null or absent: not yet; the Sign dialog asks). */
  signatureStatementAcceptedAt: z.string().nullable().optional(),
  /** The version to send back with `PATCH /api/auth/user`. */
  version: z.number().int(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
