import { lazyPage } from '@/lib/lazyPage';

/**
 * The audits pages, each its own chunk. The router loads this index on demand (see app/router.tsx), so the
 * pages' loaders and preload lists stay off the public first load.
 */
export const auditsPage = lazyPage(() => import('./AuditsPage'));
export const auditPage = lazyPage(() => import('./AuditDetailPage'));
export const findingsPage = lazyPage(() => import('./FindingsPage'));

/** Why a write failed, with Reload on a 409 (the record changed since it was read): any record's form uses it. */
export { STALE_TEXT, WriteErrorAlert } from './WriteErrorAlert';

/** A finding's card body and its "Repeat (n)" mark: every list of findings shows them the same way. */
export { FindingSummary, RepeatBadge } from './FindingSummary';
