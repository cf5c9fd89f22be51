/**
 * The SOP Library's access rules (issue 22), used by the API and mirrored by /library. A purchase belongs to the
 * buyer's e-mail; the SOP Library has no download cap, the Professional plan 10 downloads per calendar month
 * (UTC). Pro, the workspace plan, includes no digital product.
 */
import { usageMonth } from '../progress/plans';
import type { SopStatus } from './workflow';

export const SOP_AREAS = [
  { id: 'consent', label: 'Informed consent' },
  { id: 'safety', label: 'Safety reporting' },
  { id: 'ip', label: 'Investigational product' },
  { id: 'source', label: 'Source documentation' },
  { id: 'delegation', label: 'Delegation and training' },
  { id: 'records', label: 'Essential records' },
  { id: 'monitoring', label: 'Monitoring' },
  { id: 'deviations', label: 'Deviations' },
  { id: 'capa', label: 'CAPA' },
  { id: 'audits', label: 'Audits and inspections' },
  { id: 'systems', label: 'Computerised systems' },
  { id: 'vendors', label: 'Vendor oversight' },
] as const;
export type SopArea = (typeof SOP_AREAS)[number]['id'];
export const SOP_AREA_IDS = SOP_AREAS.map((a) => a.id) as [SopArea, ...SopArea[]];
export const sopAreaLabel = (area: string): string => SOP_AREAS.find((a) => a.id === area)?.label ?? area;

/** The catalogue products that open the library, and how. */
export const LIBRARY_PRODUCTS = { sop: 'unlimited', professional: 'capped' } as const;
export type LibraryAccess = 'unlimited' | 'capped';

export const PROFESSIONAL_MONTHLY_DOWNLOADS = 10;

/** Where the 403 sends someone without access: the subscriptions page, SOP Library first. */
export const LIBRARY_BUY_URL = '/subscriptions';

export const LIBRARY_MESSAGES = {
  subscriptionRequired: 'This needs the SOP Library subscription',
  sopNotFound: 'SOP not found',
  downloadLimit: (used: number, resetsOn: string) =>
    `You have used ${used} of ${PROFESSIONAL_MONTHLY_DOWNLOADS} downloads this month on the Professional plan. Downloads reset on ${resetsOn}.`,
} as const;
export const LIBRARY_CODES = { subscriptionRequired: 'SUBSCRIPTION_REQUIRED', downloadLimit: 'LIMIT_REACHED' } as const;

export interface PurchaseState {
  product: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

/**
 * Whether one purchase is live at `now`: active (or trialing), and, once cancelled, only until its period ends,
 * even if Stripe's deletion event has not arrived yet.
 */
export function purchaseLive(p: Omit<PurchaseState, 'product'>, now: Date): boolean {
  if (p.status !== 'active' && p.status !== 'trialing') return false;
  if (!p.cancelAtPeriodEnd || !p.currentPeriodEnd) return true;
  return Date.parse(p.currentPeriodEnd) > now.getTime();
}

/** The best library access among the buyer's purchases: unlimited beats capped; null is none. */
export function libraryAccess(purchases: readonly PurchaseState[], now: Date): LibraryAccess | null {
  const live = purchases.filter((p) => p.product in LIBRARY_PRODUCTS && purchaseLive(p, now));
  if (live.some((p) => LIBRARY_PRODUCTS[p.product as keyof typeof LIBRARY_PRODUCTS] === 'unlimited'))
    return 'unlimited';
  return live.length > 0 ? 'capped' : null;
}

export const downloadMonth = usageMonth;

/** The first day of the next calendar month (UTC), as YYYY-MM-DD: when a Professional download count resets. */
export function downloadsResetOn(at: Date): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The fields the in-force rule reads of an SOP version. */
export interface SopVersionDates {
  seq: number;
  status: string;
  effectiveDate: string | null;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const issued = (v: SopVersionDates) => v.status === 'approved' || v.status === 'superseded';

/** The version in force on `day` (YYYY-MM-DD): the newest issued one whose effective date has come. */
function inForceOnDay<V extends SopVersionDates>(versions: readonly V[], day: string): V | undefined {
  return versions
    .filter((v) => issued(v) && (v.effectiveDate ?? '') <= day)
    .reduce<V | undefined>((newest, v) => (!newest || v.seq > newest.seq ? v : newest), undefined);
}

/**
 * The version of one SOP in force on `now` (UTC day): of its approved and superseded versions, the newest whose
 * effective date has come. A version approved with a later effective date replaces the one before it only from that
 * date, as its approval statement says ("for use from its effective date"); until then subscribers read, and
 * download, the one it will replace.
 */
export function versionInForce<V extends SopVersionDates>(versions: readonly V[], now: Date): V | undefined {
  return inForceOnDay(versions, utcDay(now));
}

/** Whether an approved version still waits for its effective date on `now`. */
export const awaitingEffectiveDate = (v: SopVersionDates, now: Date): boolean =>
  v.status === 'approved' && (v.effectiveDate ?? '') > utcDay(now);

/** How one version stands on a day: the status to show, and whether it is in force or will be. */
export interface SopStanding {
  status: SopStatus;
  inForce: boolean;
  /** Approved, in force from its effective date, which has not come yet. */
  upcoming: boolean;
  /** In force once (from its effective date), no longer. */
  replaced: boolean;
}

/**
 * How `v` stands among its SOP's `versions` on `now`. The stored status follows the workflow: approving a version
 * stores the one approved before as superseded at once (the signed replacement, trailed). But that version stays in
 * force until its successor's effective date, so what staff and subscribers are shown follows the in-force rule:
 * approved while in force or waiting for its effective date, superseded only once a later version has taken over
 * (or took over before it ever came into force). Drafts and versions in review show their stored status.
 */
export function sopStandingOn<V extends SopVersionDates>(v: V, versions: readonly V[], now: Date): SopStanding {
  if (!issued(v)) return { status: v.status as SopStatus, inForce: false, upcoming: false, replaced: false };
  const today = utcDay(now);
  const inForce = inForceOnDay(versions, today)?.seq === v.seq;
  // In force on its own effective date: it takes effect then (or did), rather than being replaced before.
  const takesEffect = inForceOnDay(versions, v.effectiveDate ?? '')?.seq === v.seq;
  const upcoming = !inForce && takesEffect && (v.effectiveDate ?? '') > today;
  return {
    status: inForce || upcoming ? 'approved' : 'superseded',
    inForce,
    upcoming,
    replaced: !inForce && !upcoming && takesEffect,
  };
}

/** The versions an SOP's version in force on `now` replaced, oldest first: each in force once, none of them now. */
export function supersededOn<V extends SopVersionDates>(versions: readonly V[], now: Date): V[] {
  return versions.filter((v) => sopStandingOn(v, versions, now).replaced).sort((a, b) => a.seq - b.seq);
}
