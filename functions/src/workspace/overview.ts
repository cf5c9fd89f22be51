import {
  ACTIVE_AUDIT_STATUSES,
  awaitsReviewBy,
  complianceRateOf,
  FINDING_DUE_SOON_DAYS,
  isCapaOverdue,
  isOpenFinding,
  isAssignedTo,
  type DashboardStats,
  type Notification,
  type UsageStats,
} from '@cq/shared';
import { allAudits } from '../data/audits/audits';
import { allCapas } from '../data/audits/capas';
import { allFindings } from '../data/audits/findings';
import { listReports } from '../data/audits/reports';
import { readTally } from '../data/audits/tally';
import type { Owner, Workspace } from '../data/core/owner';
import { monthUsage } from '../data/people/usage';
import { workspaceLimits } from '../orgs/plan';

/** Used and limit for the current month; the plan is the workspace's (an organisation's is its owner's). */
export async function usageStats(owner: Workspace): Promise<UsageStats> {
  const [used, limits] = await Promise.all([monthUsage(owner, new Date().toISOString()), workspaceLimits(owner)]);
  return {
    audits: { used: used.audits, limit: limits.audits },
    qualaInteractions: { used: used.qualaInteractions, limit: limits.qualaInteractions },
  };
}

/**
 * The dashboard's numbers: the workspace's tally (data/audits/tally.ts), kept in the same transactions as the
 * records it counts, so this is one Query of a few items whatever the workspace holds. Compliance is compliant
 * over applicable answers across completed (and approved) audit reports: null ('—') until one exists.
 */
export async function dashboardStats(owner: Owner): Promise<DashboardStats> {
  const tally = await readTally(owner.workspaceId);
  return {
    totalAudits: tally.audits,
    totalFindings: tally.findings,
    activeAudits: tally.activeAudits,
    openFindings: tally.openFindings,
    openCriticalFindings: tally.openCriticalFindings,
    complianceRate: complianceRateOf(tally.compliantAnswers, tally.applicableAnswers),
  };
}

/**
 * The bell: open findings due within 7 days or overdue, overdue CAPA, reports awaiting the caller's review and
 * active audits others assigned to the caller; the latest date first.
 */
export async function notifications(owner: Workspace, now = new Date()): Promise<Notification[]> {
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + FINDING_DUE_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  const me = owner.actor;
  const [findings, capas, reports, audits] = await Promise.all([
    allFindings(owner),
    allCapas(owner),
    owner.orgId ? listReports(owner) : Promise.resolve([]),
    owner.orgId ? allAudits(owner) : Promise.resolve([]),
  ]);
  const reviews = reports
    .filter((r) => awaitsReviewBy(r, me))
    .map((r): Notification => ({
      id: `review:${r.id}`,
      kind: 'review_awaiting',
      title: r.title,
      reportId: r.id,
      dueDate: r.updatedAt.slice(0, 10),
    }));
  const assignments = audits
    .filter((a) => a.createdBy !== me && ACTIVE_AUDIT_STATUSES.includes(a.status) && isAssignedTo(a, me))
    .map((a): Notification => ({
      id: `assigned:${a.id}`,
      kind: 'audit_assigned',
      title: a.title,
      auditId: a.id,
      dueDate: (a.scheduledDate ?? a.createdAt).slice(0, 10),
    }));
  const overdueCapas = capas
    .filter((c) => isCapaOverdue(c, today))
    .map((c): Notification => ({
      id: `capa:${c.id}`,
      kind: 'capa_overdue',
      title: c.title,
      reportId: c.reportId,
      capaId: c.id,
      dueDate: c.dueDate,
    }));
  return findings
    .filter((f) => isOpenFinding(f.status) && f.dueDate !== null && f.dueDate <= horizon)
    .map((f): Notification => ({
      id: `finding:${f.id}`,
      kind: f.dueDate! < today ? 'finding_overdue' : 'finding_due',
      title: f.title,
      // A report's finding without an audit leads to its report.
      ...(f.auditId ? { auditId: f.auditId } : f.reportId ? { reportId: f.reportId } : {}),
      findingId: f.id,
      dueDate: f.dueDate!,
    }))
    .concat(overdueCapas, reviews, assignments)
    .sort((a, b) => b.dueDate.localeCompare(a.dueDate));
}
