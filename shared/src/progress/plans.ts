/** Plans and their monthly limits (ours, issue 8; spec §9 defaults): Free 3 audits and 100 Quala a month, Pro unlimited. */
import type { SubscriptionStatus } from '../schemas/user';

export interface PlanLimits {
  /** Audits created per calendar month (UTC); null = unlimited. */
  audits: number | null;
  qualaInteractions: number | null;
}

export const FREE_LIMITS: PlanLimits = { audits: 3, qualaInteractions: 100 };
export const PRO_LIMITS: PlanLimits = { audits: null, qualaInteractions: null };

/** Only an active subscription is Pro; free, past due and canceled users have the Free limits. */
export const isPro = (status: SubscriptionStatus | null | undefined): boolean => status === 'active';
export const limitsFor = (status: SubscriptionStatus | null | undefined): PlanLimits =>
  isPro(status) ? PRO_LIMITS : FREE_LIMITS;

export type UsageResource = keyof PlanLimits;

/** The UTC calendar month an instant counts against: `2026-11`. */
export const usageMonth = (at: Date | string): string => new Date(at).toISOString().slice(0, 7);

export const USAGE_LABELS: Record<UsageResource, { singular: string; plural: string }> = {
  audits: { singular: 'audit', plural: 'audits' },
  qualaInteractions: { singular: 'Quala interaction', plural: 'Quala interactions' },
};

/** The refusal when a limit is used up; the code LIMIT_REACHED goes with it. */
export const limitReachedMessage = (resource: UsageResource, limit: number): string =>
  resource === 'audits'
    ? `Monthly audit limit reached (${limit} of ${limit}). Upgrade to Pro for unlimited audits.`
    : `Monthly Quala limit reached (${limit} of ${limit}). Upgrade to Pro for unlimited Quala interactions.`;

/** Spec §9: the usage card warns at 80 % or more of any limit. */
export const USAGE_WARNING_RATIO = 0.8;
export const USAGE_ALERT_TEXT = "You're approaching your monthly limits. Consider upgrading for unlimited access.";
export const nearLimit = (used: number, limit: number | null): boolean =>
  limit !== null && limit > 0 && used / limit >= USAGE_WARNING_RATIO;
