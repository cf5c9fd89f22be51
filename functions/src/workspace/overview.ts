import {
  complianceRateOf,
  FINDING_DUE_SOON_DAYS,
  type DashboardStats,
  type Notification,
  type UsageStats,
} from '@cq/shared';
import { readBell } from '../data/audits/bell';
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
    responsesToReview: tally.responsesToReview,
    complianceRate: complianceRateOf(tally.compliantAnswers, tally.applicableAnswers),
  };
}

/**
 * The bell: open findings due within 7 days or overdue, overdue CAPA, CAPA effectiveness checks due within 7 days, reports awaiting the caller's review and
 * active audits others assigned to the caller; the latest date first. Read from the workspace's bell entries
 * (data/audits/bell.ts), kept with the records: two Queries, whatever the workspace holds.
 */
export async function notifications(owner: Workspace, now = new Date()): Promise<Notification[]> {
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + FINDING_DUE_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  const entries = await readBell(owner.workspaceId, owner.actor, horizon);
  return (
    entries
      // A CAPA's entry is there while it is not closed (`isCapaOverdue`'s other half): shown once its date has passed.
      .filter((e) => e.kind !== 'capa_due' || e.dueDate < today)
      .map(({ slot: _slot, kind, ...entry }): Notification => {
        const id =
          kind === 'response_review'
            ? `response:${entry.findingId}`
            : entry.findingId
              ? `finding:${entry.findingId}`
              : kind === 'capa_check_due'
                ? `check:${entry.capaId}`
                : entry.capaId
                  ? `capa:${entry.capaId}`
                  : kind === 'review_awaiting'
                    ? `review:${entry.reportId}`
                    : `assigned:${entry.auditId}`;
        const shown =
          kind === 'finding_due'
            ? entry.dueDate < today
              ? 'finding_overdue'
              : 'finding_due'
            : kind === 'capa_due'
              ? 'capa_overdue'
              : kind;
        return { id, kind: shown, ...entry };
      })
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate))
  );
}
