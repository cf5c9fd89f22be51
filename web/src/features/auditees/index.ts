import { lazyPage } from '@/lib/lazyPage';

/**
 * The auditees pages, each its own chunk, loaded on demand by the router (see app/router.tsx).
 */
export const auditeesPage = lazyPage(() => import('./AuditeesPage'));
export const auditeePage = lazyPage(() => import('./AuditeeDetailPage'));

/** Every auditee and every study of the workspace (the audit forms choose among them). */
export { allAuditeesQuery, allStudiesQuery } from './api';
