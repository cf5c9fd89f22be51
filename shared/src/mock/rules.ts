/**
 * The Mock Inspection Program's rules (issue 22), used by the API and mirrored by /mock-inspection. A purchase
 * belongs to the buyer's e-mail; only the Mock Inspection Program books a mock inspection (Pro, the workspace
 * plan, and Professional include none). One booking per paid quarter: the quarter is the purchase's current
 * period, so a renewal opens the next one.
 */
import type { LeadStatus } from '../admin/rules';
import { purchaseLive, type PurchaseState } from '../library/rules';

export const MOCK_PRODUCT = 'mock';

/** Where the 403 sends someone without access: the subscriptions page. */
export const MOCK_BUY_URL = '/subscriptions';

export const MOCK_MESSAGES = {
  subscriptionRequired: 'This needs the Mock Inspection Program subscription',
  alreadyBooked: (nextOn: string) =>
    `You have already booked this quarter's mock inspection. You can book the next one from ${nextOn}.`,
} as const;
export const MOCK_CODES = { subscriptionRequired: 'SUBSCRIPTION_REQUIRED', alreadyBooked: 'ALREADY_BOOKED' } as const;

/** The buyer's live Mock Inspection Program purchase at `now` (its period names the quarter), or null. */
export function livePeriod(purchases: readonly PurchaseState[], now: Date): PurchaseState | null {
  return purchases.find((p) => p.product === MOCK_PRODUCT && purchaseLive(p, now)) ?? null;
}

/** The day (YYYY-MM-DD, UTC) the next booking opens: the paid period's end. */
export const nextBookingOn = (currentPeriodEnd: string): string => currentPeriodEnd.slice(0, 10);

/** The inbox's status as the subscriber reads it. */
export const BOOKING_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Requested',
  contacted: 'Being scheduled',
  qualified: 'Confirmed',
  closed: 'Done',
};

export const INSPECTION_TYPES = ['fda-bimo', 'ema-gcp', 'mhra-gcp', 'health-canada', 'pmda', 'other'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];
export const INSPECTION_TYPE_LABELS: Record<InspectionType, string> = {
  'fda-bimo': 'FDA BIMO',
  'ema-gcp': 'EMA / EU GCP',
  'mhra-gcp': 'MHRA GCP',
  'health-canada': 'Health Canada',
  pmda: 'PMDA',
  other: 'Other',
};
