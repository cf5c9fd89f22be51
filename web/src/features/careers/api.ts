import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/client';

/** Active roles (shares its cache key with the home page's hiring strip). */
export const useJobs = () => useQuery(apiQuery('GET /api/careers'));

/** One active role; any failure (404 for unknown or closed roles included) is an error. */
export const useJob = (id: string | null) =>
  useQuery({ ...apiQuery('GET /api/careers/{id}', { params: { id: id ?? '' } }), enabled: Boolean(id) });
