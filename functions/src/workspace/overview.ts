import {
  ACTIVE_AUDIT_STATUSES,
  complianceRate,
  FINDING_DUE_SOON_DAYS,
  isCapaOverdue,
  isOpenFinding,
  limitsFor,
  type DashboardStats,
  type Notification,
  type UsageStats,
} from '@cq/shared';
import { allAudits } from '../data/audits/audits';
import { allCapas } from '../data/audits/capas';
import { allFindings } from '../data/audits/findings';
import { listReports } from '../data/audits/reports';
import type { Owner } from '../data/core/owner';
import { monthUsage } from '../data/people/usage';
import type { StoredProfile } from '../data/people/users';

/** Used and limit for the current month; the plan comes from the subscription status. */
export async function usageStats(owner: Owner, profile: StoredProfile | null): Promise<UsageStats> {
  const used = await monthUsage(owner, new Date().toISOString());
  // No profile yet (its first request): the Free plan, like a new profile.
  const limits = limitsFor(profile?.subscriptionStatus);
  return {
    audits: { used: used.audits, limit: limits.audits },
    qualaInteractions: { used: used.qualaInteractions, limit: limits.qualaInteractions },
  };
}

/**
 * The dashboard's numbers, counted from the owner's records. Compliance is compliant over applicable answers
 * across completed (and approved) audit reports: null ('—') until one exists.
 */
export async function dashboardStats(owner: Owner): Promise<DashboardStats> {
  const [audits, findings, reports] = await Promise.all([allAudits(owner), allFindings(owner), listReports(owner)]);
  const open = findings.filter((f) => isOpenFinding(f.status));
  const settled = reports.filter((r) => r.status === 'completed' || r.status === 'approved');
  return {
    totalAudits: audits.length,
    totalFindings: findings.length,
    activeAudits: audits.filter((a) => ACTIVE_AUDIT_STATUSES.includes(a.status)).length,
    openFindings: open.length,
    openCriticalFindings: open.filter((f) => f.severity === 'critical').length,
    complianceRate: complianceRate(settled.flatMap((r) => r.checklist)),
  };
}

/** The bell: open findings due within 7 days or overdue, and overdue CAPA; the latest due date first. */
export async function notifications(owner: Owner, now = new Date()): Promise<Notification[]> {
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + FINDING_DUE_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [findings, capas] = await Promise.all([allFindings(owner), allCapas(owner)]);
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
      auditId: f.auditId,
      findingId: f.id,
      dueDate: f.dueDate!,
    }))
    .concat(overdueCapas)
    .sort((a, b) => b.dueDate.localeCompare(a.dueDate));
}
