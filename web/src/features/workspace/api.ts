import type { QueryClient } from '@tanstack/react-query';
import type { RouteKey } from '@cq/shared/routes';

/**
 * The reads an audit, report, finding or CAPA change can move (one finding record is shown on its report, its
 * audit and the findings list; the audit follows its report): lists and records, the trail, the usage counter, the
 * dashboard numbers, XP and badges (awarded in the same request), and the bell. After a change the screens
 * showing them refetch; the others read afresh when next shown (data is never stale otherwise, spec §7).
 */
const MOVED_BY_A_CHANGE: readonly RouteKey[] = [
  'GET /api/audits',
  'GET /api/audits/{id}',
  'GET /api/audits/{id}/trail',
  'GET /api/audits/{id}/findings',
  'GET /api/audits/{id}/reports',
  'GET /api/findings',
  'GET /api/findings/{id}/trail',
  'GET /api/audit-reports/{id}/findings',
  'GET /api/audit-reports/{id}/capas',
  // An accepted auditee response writes the finding's CAPA; a revoked or sent request moves the audit's list.
  'GET /api/audits/{id}/response-requests',
  'GET /api/usage/stats',
  'GET /api/dashboard/stats',
  'GET /api/badges',
  'GET /api/notifications',
  'GET /api/auth/user',
];

export function refreshWorkspace(client: QueryClient): Promise<void> {
  return Promise.all(MOVED_BY_A_CHANGE.map((key) => client.invalidateQueries({ queryKey: [key] }))).then(
    () => undefined,
  );
}
