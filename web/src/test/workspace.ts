import type { Audit, TrailEntryView } from '@cq/shared/audits/schemas';
import { NO_AUDIT_PLAN } from '@cq/shared/audits/plan';
import type { Finding, WorkspaceFinding } from '@cq/shared/findings/schemas';
import type { OrgRole } from '@cq/shared/orgs/roles';
import type { Member } from '@cq/shared/orgs/schemas';
import type { Badge, DashboardStats, Notification, UsageStats } from '@cq/shared/progress/schemas';
import { setWorkspaceId } from '@/lib/workspace';
import { jsonResponse, userProfile, type FetchHandler } from './browser';

/** Workspace records as the API answers them (answers are checked against the contract in tests). */
export const audit = (overrides: Partial<Audit> = {}): Audit => ({
  id: '0190a1b2-0000-7000-8000-000000000001',
  title: 'Site 104 GCP audit',
  description: 'Investigator site audit',
  type: 'clinical_trial',
  status: 'draft',
  progress: 0,
  scheduledDate: null,
  completedDate: null,
  leadAuditorId: null,
  auditorIds: [],
  reviewerId: null,
  ...NO_AUDIT_PLAN,
  createdBy: 'u1',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  version: 1,
  ...overrides,
});

export const finding = (overrides: Partial<Finding> = {}): Finding => ({
  id: '0190a1b2-0000-7000-8000-0000000000f1',
  auditId: audit().id,
  reportId: null,
  questionId: null,
  category: null,
  capaId: null,
  title: 'Consent form version not current',
  description: '',
  severity: 'high',
  status: 'open',
  responseRequired: false,
  dueDate: null,
  resolution: null,
  closedAt: null,
  repeatOf: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  ...overrides,
});

/** A finding in the workspace's list (`GET /api/findings`): with its audit's title. */
export const workspaceFinding = (overrides: Partial<WorkspaceFinding> = {}): WorkspaceFinding => ({
  ...finding(),
  auditTitle: audit().title,
  ...overrides,
});

export const usage = (
  audits: Partial<UsageStats['audits']> = {},
  quala: Partial<UsageStats['qualaInteractions']> = {},
): UsageStats => ({
  audits: { used: 0, limit: 3, ...audits },
  qualaInteractions: { used: 0, limit: 100, ...quala },
});

export const stats = (overrides: Partial<DashboardStats> = {}): DashboardStats => ({
  totalAudits: 0,
  totalFindings: 0,
  activeAudits: 0,
  openFindings: 0,
  openCriticalFindings: 0,
  responsesToReview: 0,
  complianceRate: null,
  ...overrides,
});

export const badge = (n: number, overrides: Partial<Badge> = {}): Badge => ({
  id: `badge-${n}`,
  badgeType: 'quality_tracker',
  title: `Badge ${n}`,
  description: `Earned badge ${n}`,
  iconClass: 'clipboard-check',
  earnedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  kind: 'finding_due',
  title: 'Consent form version not current',
  auditId: audit().id,
  findingId: finding().id,
  dueDate: '2026-11-25',
  ...overrides,
});

export const trailEntry = (seq: number, overrides: Partial<TrailEntryView> = {}): TrailEntryView => ({
  seq,
  at: `2026-11-2${seq}T10:00:00.000Z`,
  actor: 'u1',
  action: seq === 1 ? 'create' : 'update',
  before: seq === 1 ? null : { progress: 0 },
  after:
    seq === 1
      ? { title: 'Site 104 GCP audit', status: 'draft', type: 'clinical_trial', progress: 0 }
      : { progress: 40 },
  prevHash: seq === 1 ? '0'.repeat(64) : `hash-${seq - 1}`,
  hash: `hash-${seq}`,
  ...overrides,
});

export const ORG_ID = '0190a1b2-0000-7000-8000-00000000a001';

export const member = (userId: string, name: string, role: OrgRole, overrides: Partial<Member> = {}): Member => ({
  userId,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  name,
  role,
  joinedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  ...overrides,
});

/** The signed-in user (u1, Ada Lovelace) and three colleagues. */
export const MEMBERS: Member[] = [
  member('u1', 'Ada Lovelace', 'auditor'),
  member('u2', 'Grace Hopper', 'reviewer'),
  member('u3', 'Alan Turing', 'auditor'),
  member('u4', 'Vera Viewer', 'viewer'),
];

/**
 * Acts in an organisation in which the signed-in user (u1) has `role`: chooses it (as the switcher does) and
 * returns the answers its screens read (the memberships, the members). The test setup goes back to personal.
 */
export function inOrg(role: OrgRole, members: Member[] = MEMBERS): Record<string, unknown> {
  setWorkspaceId(ORG_ID);
  return {
    'GET /api/orgs': [{ id: ORG_ID, name: 'Acme Clinical', role }],
    [`GET /api/orgs/${ORG_ID}/members`]: members.map((m) => (m.userId === 'u1' ? { ...m, role } : m)),
  };
}

type Answer = unknown | ((init: RequestInit | undefined, url: string) => Response | unknown);

/**
 * A fetch handler for the signed-in workspace: `'METHOD /path'` (path with query) → answer (a value is sent
 * as JSON 200, a function may return a Response). Unlisted reads get empty defaults; error logs are accepted.
 */
export function workspaceApi(answers: Record<string, Answer> = {}): FetchHandler {
  const defaults: Record<string, Answer> = {
    'GET /api/auth/user': userProfile(),
    'GET /api/usage/stats': usage(),
    'GET /api/dashboard/stats': stats(),
    'GET /api/badges': [],
    'GET /api/notifications': [],
    'GET /api/billing': { subscriptionStatus: 'free', subscription: null, entitlements: [], invoices: [] },
    'GET /api/api-keys': [],
    'GET /api/webhooks': [],
    'GET /api/trail/reviews': [],
    'GET /api/audits?limit=3': [],
    'GET /api/audits?limit=50': [],
    'POST /api/error-logs': { id: 'log' },
  };
  const table = { ...defaults, ...answers };
  return async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answer = table[key] ?? table[key.split('?')[0]!];
    if (answer === undefined) return jsonResponse({ error: `No stub for ${key}` }, 404);
    const value =
      typeof answer === 'function'
        ? await (answer as (i: RequestInit | undefined, u: string) => unknown)(init, url)
        : answer;
    return value instanceof Response ? value : jsonResponse(value);
  };
}
