import type { JobPost } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';

/** Active roles (shares its cache key with the home page's hiring strip). */
export const useJobs = () => useQuery<JobPost[] | null>({ queryKey: ['/api/careers'] });

/** One active role; any failure (404 for unknown or closed roles included) is an error. */
export const useJob = (id: string | null) =>
  useQuery<JobPost | null>({ queryKey: ['/api/careers', encodeURIComponent(id ?? '')], enabled: Boolean(id) });
