// Subscription statuses and roles, without zod: the entity modules import them and build no schema.

export const SUBSCRIPTION_STATUSES = ['free', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
