import type { AdminJob, AdminLead, AdminStats, AdminUser, ErrorLogDetail } from '@cq/shared/admin/schemas';
import { HEALTH_THRESHOLDS } from '@cq/shared/admin/rules';

/** Admin API answers as the contract shapes them (answers are checked against it in tests). */
export const adminStats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  totalUsers: 12,
  activeAudits: 4,
  systemHealth: 'Optimal',
  health: {
    windowStart: '2026-11-23T20:00:00.000Z',
    errorLogsLastHour: 2,
    serverErrorsLastHour: 0,
    thresholds: HEALTH_THRESHOLDS,
  },
  lastBackup: '2026-11-23T20:30:00.000Z',
  dashboardUrl: null,
  ...overrides,
});

export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'user-2',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'user',
  groups: [],
  subscriptionStatus: 'free',
  createdAt: '2026-11-01T10:00:00.000Z',
  deactivatedAt: null,
  ...overrides,
});

export const errorLog = (overrides: Partial<ErrorLogDetail> = {}): ErrorLogDetail => ({
  id: 'log-1',
  receivedAt: '2026-11-23T18:05:09.000Z',
  error_type: 'network',
  error_message: '500: {"error":"Internal error"}',
  page_url: 'http://localhost:3000/audits',
  resolved: false,
  version: 1,
  stack_trace: 'HttpError: 500\n    at send (request.ts:54)',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
  component_context: 'GET /api/audits',
  timestamp: '2026-11-23T18:05:08.000Z',
  resolvedAt: null,
  resolvedBy: null,
  ...overrides,
});

export const lead = (overrides: Partial<AdminLead> = {}): AdminLead => ({
  id: 'lead-1',
  kind: 'contact',
  createdAt: '2026-11-22T09:00:00.000Z',
  name: 'Rosalind Franklin',
  email: 'rosalind@example.com',
  company: 'King’s Trials',
  phone: null,
  message: 'We need a vendor audit before March.',
  job: null,
  fields: { name: 'Rosalind Franklin', email: 'rosalind@example.com', message: 'We need a vendor audit before March.' },
  status: 'new',
  notes: [],
  version: 1,
  ...overrides,
});

export const adminJob = (overrides: Partial<AdminJob> = {}): AdminJob => ({
  id: '0190a1b2-0000-7000-8000-00000000a001',
  title: 'Senior GCP Auditor',
  level: 'Senior',
  department: 'Quality Assurance',
  location: 'Remote (US)',
  type: 'Full-time',
  summary: 'Lead investigator site audits.',
  responsibilities: ['Plan and run site audits'],
  qualifications: ['5+ years of GCP auditing'],
  niceToHaves: [],
  postedAt: '2026-11-01T00:00:00.000Z',
  isActive: true,
  version: 1,
  updatedAt: null,
  ...overrides,
});
