import type { QueryClient } from '@tanstack/react-query';
import type { RouteKey } from '@cq/shared/routes';
import { apiQuery } from '@/lib/api/client';

export { membershipsQuery } from './useWorkspace';

/** One organisation's reads (each carries the organisation in its path; the key adds the workspace too). */
export const orgQuery = (id: string) => apiQuery('GET /api/orgs/{id}', { params: { id } });
export const membersQuery = (id: string) => apiQuery('GET /api/orgs/{id}/members', { params: { id } });
export const invitationsQuery = (id: string) => apiQuery('GET /api/orgs/{id}/invitations', { params: { id } });
export const orgTrailQuery = (id: string) => apiQuery('GET /api/orgs/{id}/trail', { params: { id } });
export const trainingRecordsQuery = (id: string) => apiQuery('GET /api/orgs/{id}/training-records', { params: { id } });

const ORG_READS: readonly RouteKey[] = [
  'GET /api/orgs',
  'GET /api/orgs/{id}',
  'GET /api/orgs/{id}/members',
  'GET /api/orgs/{id}/invitations',
  'GET /api/orgs/{id}/trail',
];

/**
 * After a change to an organisation: its name (the switcher), member count, members, invitations and trail are
 * read again, in every workspace's cache (a prefix match on the route key).
 */
export const refreshOrgs = (client: QueryClient): Promise<void> =>
  Promise.all(ORG_READS.map((key) => client.invalidateQueries({ queryKey: [key] }))).then(() => undefined);
