import type { JobPost } from '@cq/shared';

export const ALL = 'All';

export interface JobFilters {
  query: string;
  department: string;
  location: string;
}

export const NO_FILTERS: JobFilters = { query: '', department: ALL, location: ALL };

/** 'All' followed by the distinct, sorted values of one field (spec §2: each filter is All plus distinct values). */
export function filterOptions(jobs: readonly JobPost[], field: 'department' | 'location'): string[] {
  const values = [...new Set(jobs.map((j) => j[field].trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  return [ALL, ...values];
}

/** Text search over title and summary (case-insensitive, every word must match) plus the two filters. */
export function filterJobs(jobs: readonly JobPost[], { query, department, location }: JobFilters): JobPost[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    if (department !== ALL && job.department.trim() !== department) return false;
    if (location !== ALL && job.location.trim() !== location) return false;
    const haystack = `${job.title} ${job.summary}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The open-roles count text, from the data. */
export const openRolesLabel = (count: number): string => (count === 1 ? '1 open role' : `${count} open roles`);
