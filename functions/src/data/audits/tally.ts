import { randomInt } from 'node:crypto';
import {
  ACTIVE_AUDIT_STATUSES,
  isOpenFinding,
  matchesFindingFilter,
  OPEN_CRITICAL_FINDINGS,
  type AuditStatus,
  type ChecklistItem,
  type FindingSeverity,
  type FindingStatus,
  type ReportStatus,
} from '@cq/shared';
import { reportCountsOf, type ReportCounts } from '@cq/shared/reports/rules';
import { COUNTER_SHARDS } from '../core/counters';
import { store, type TransactionEntities } from '../core/store';
import type { ItemWrite, TallyWrite } from '../trail/trail';
import { TALLY_NAMES, TALLY_VERSION, type TallyName } from './tally.entity';

/**
 * The dashboard's numbers of a workspace (issue 25, item 1: no page reads a whole workspace). Each record counts
 * for what it is now — `auditCounts`, `findingCounts`, `reportCounts`, built on the same shared rules the lists
 * use — and every write that creates or changes one moves the tally by (after − before) in its own transaction.
 */
export type Tally = Record<TallyName, number>;
export type TallyMove = { workspaceId: string; delta: Partial<Tally> };

export const auditCounts = (audit: { status: AuditStatus } | null): Partial<Tally> =>
  audit ? { audits: 1, activeAudits: Number(ACTIVE_AUDIT_STATUSES.includes(audit.status)) } : {};

export const findingCounts = (finding: { status: FindingStatus; severity: FindingSeverity } | null): Partial<Tally> =>
  finding
    ? {
        findings: 1,
        openFindings: Number(isOpenFinding(finding.status)),
        // The same rule as the list the dashboard's alert opens (`/findings?status=open&severity=critical`).
        openCriticalFindings: Number(matchesFindingFilter(finding, OPEN_CRITICAL_FINDINGS)),
      }
    : {};

/**
 * A report counts for the report counters (`reportCountsOf`, the shared rule) and, once completed or approved,
 * for compliance: its applicable answers (`complianceRate`'s) and the compliant ones.
 */
export function reportCounts(
  report: { status: ReportStatus; riskScore: number; checklist: readonly Pick<ChecklistItem, 'response'>[] } | null,
): Partial<Tally> {
  if (!report) return {};
  const counts = reportCountsOf(report);
  const listed: Partial<Tally> = {
    reports: counts.total,
    reportsInProgress: counts.inProgress,
    reportsUnderReview: counts.underReview,
    reportsHighRisk: counts.highRisk,
    reportsCompleted: counts.completed,
  };
  if (report.status !== 'completed' && report.status !== 'approved') return listed;
  const applicable = report.checklist.filter((i) => i.response !== null && i.response !== 'not_applicable');
  return {
    ...listed,
    applicableAnswers: applicable.length,
    compliantAnswers: applicable.filter((i) => i.response === 'compliant').length,
  };
}

/** The report counters of a workspace, from its tally. */
export const reportCountsFromTally = (tally: Tally): ReportCounts => ({
  total: tally.reports,
  inProgress: tally.reportsInProgress,
  underReview: tally.reportsUnderReview,
  highRisk: tally.reportsHighRisk,
  completed: tally.reportsCompleted,
});

/** The move from what a record counted for to what it counts for now; none when nothing counted changes. */
export function tallyMove(workspaceId: string, before: Partial<Tally>, after: Partial<Tally>): TallyWrite[] {
  const delta = Object.fromEntries(
    TALLY_NAMES.map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)]).filter(([, d]) => d !== 0),
  );
  return Object.keys(delta).length ? [{ tally: { workspaceId, delta } }] : [];
}

/** Adds `counts` to the sum kept for `workspaceId`. */
export function addCounts(sums: Map<string, Partial<Tally>>, workspaceId: string, counts: Partial<Tally>): void {
  const sum = sums.get(workspaceId) ?? {};
  for (const [name, n] of Object.entries(counts) as [TallyName, number][]) sum[name] = (sum[name] ?? 0) + n;
  sums.set(workspaceId, sum);
}

/** A transaction's moves added up per workspace, one ADD each on a random shard (trail.ts `writeTogether`). */
export function tallyWrites({ workspaceTally }: TransactionEntities, moves: readonly TallyMove[]): ItemWrite[] {
  const byWorkspace = new Map<string, Partial<Tally>>();
  for (const { workspaceId, delta } of moves) addCounts(byWorkspace, workspaceId, delta);
  return [...byWorkspace].flatMap(([workspaceId, sum]) => {
    const add = Object.fromEntries(Object.entries(sum).filter(([, d]) => d !== 0));
    if (!Object.keys(add).length) return [];
    const shard = String(randomInt(COUNTER_SHARDS)).padStart(2, '0');
    return [{ item: workspaceTally.update({ workspaceId, shard }).add(add).commit() }];
  });
}

/** Access pattern: a workspace's tally (one Query of at most COUNTER_SHARDS items, summed). */
export async function readTally(workspaceId: string): Promise<Tally> {
  const { data } = await store().workspaceTally.query.byWorkspace({ workspaceId }).go({ pages: 'all' });
  return Object.fromEntries(
    TALLY_NAMES.map((name) => [name, data.reduce((sum, shard) => sum + (shard[name] ?? 0), 0)]),
  ) as Tally;
}

/**
 * Sets a workspace's tally outright from a count of its records (the local seeder's one-off backfill of data
 * stored before tallies existed; never on a request path).
 */
export async function resetTally(workspaceId: string, tally: Tally): Promise<void> {
  const { workspaceTally } = store();
  const { data } = await workspaceTally.query.byWorkspace({ workspaceId }).go({ pages: 'all' });
  await Promise.all(data.map(({ shard }) => workspaceTally.delete({ workspaceId, shard }).go()));
  await workspaceTally.put({ workspaceId, shard: '00', ...tally, tallyVersion: TALLY_VERSION }).go();
}

/** Whether a workspace's tally counts everything TALLY_NAMES names (else backfillOverview recounts it). */
export async function tallyIsCurrent(workspaceId: string): Promise<boolean> {
  const { data } = await store().workspaceTally.query.byWorkspace({ workspaceId }).go({ pages: 'all' });
  return data.some((shard) => (shard.tallyVersion ?? 1) >= TALLY_VERSION);
}
