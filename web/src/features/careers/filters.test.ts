import type { JobPost } from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { ALL, filterJobs, filterOptions, NO_FILTERS, openRolesLabel } from './filters';

const job = (over: Partial<JobPost>): JobPost => ({
  id: crypto.randomUUID(),
  title: 'Role',
  level: 'Mid-level',
  department: 'Quality Assurance',
  location: 'Remote (US)',
  type: 'Full-time',
  summary: '',
  responsibilities: [],
  qualifications: [],
  niceToHaves: [],
  postedAt: '2026-01-01T00:00:00.000Z',
  isActive: true,
  ...over,
});

const jobs = [
  job({ title: 'Senior GCP Auditor', summary: 'Lead investigator-site audits.' }),
  job({ title: 'Clinical QA Specialist', summary: 'SOP reviews and CAPA management.' }),
  job({ title: 'QA Trainer', department: 'Training', location: 'Boston, MA', summary: 'Teach GCP courses.' }),
];

describe('careers filters', () => {
  it('offers All plus the distinct values, sorted', () => {
    expect(filterOptions(jobs, 'department')).toEqual([ALL, 'Quality Assurance', 'Training']);
    expect(filterOptions(jobs, 'location')).toEqual([ALL, 'Boston, MA', 'Remote (US)']);
    expect(filterOptions([], 'location')).toEqual([ALL]);
  });

  it('shows everything with no filters', () => {
    expect(filterJobs(jobs, NO_FILTERS)).toHaveLength(3);
  });

  it('searches title and summary, case-insensitively, every word', () => {
    expect(filterJobs(jobs, { ...NO_FILTERS, query: 'auditor' }).map((j) => j.title)).toEqual(['Senior GCP Auditor']);
    expect(filterJobs(jobs, { ...NO_FILTERS, query: 'capa' }).map((j) => j.title)).toEqual(['Clinical QA Specialist']);
    expect(filterJobs(jobs, { ...NO_FILTERS, query: '  gcp   teach ' }).map((j) => j.title)).toEqual(['QA Trainer']);
    expect(filterJobs(jobs, { ...NO_FILTERS, query: 'Remote' })).toEqual([]);
  });

  it('combines department, location and search', () => {
    expect(filterJobs(jobs, { ...NO_FILTERS, department: 'Training' }).map((j) => j.title)).toEqual(['QA Trainer']);
    expect(filterJobs(jobs, { ...NO_FILTERS, location: 'Remote (US)' })).toHaveLength(2);
    expect(filterJobs(jobs, { query: 'gcp', department: 'Quality Assurance', location: 'Boston, MA' })).toEqual([]);
  });

  it('counts open roles', () => {
    expect(openRolesLabel(4)).toBe('4 open roles');
    expect(openRolesLabel(1)).toBe('1 open role');
  });
});
