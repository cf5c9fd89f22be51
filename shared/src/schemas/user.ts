import { z } from 'zod';

export const SUBSCRIPTION_STATUSES = ['free', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The plan a subscription status means, as Settings and the admin's user list name it. */
export const PLAN_LABELS: Record<SubscriptionStatus, string> = {
  free: 'Free',
  active: 'Pro',
  past_due: 'Pro (payment past due: Free limits apply)',
  canceled: 'Free (Pro canceled)',
};
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

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
