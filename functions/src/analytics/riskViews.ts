import { ratingLabel, riskDisagreement } from '@cq/shared/analytics/risk';
import type { RiskDisagreementRow, RiskRow } from '@cq/shared/analytics/schemas';
import { readBreakdown, readBreakdownByMonth } from '../data/analytics/aggregates';
import { riskDim } from '../data/analytics/rules';
import type { Workspace } from '../data/core/owner';
import { auditeeNames, auditeesById } from './names';

interface Range {
  fromMonth: string;
  toMonth: string;
}
const mean = (sum: number, n: number) => (n ? Math.round((sum / n) * 10) / 10 : null);
/** The breakdown name of the risk items of a filter value (`auditee`, `auditee@<filter>`). */
const breakdownOf = (dim: string) => riskDim(dim).slice('by:'.length);

/**
 * Per month and auditee, the mean risk score of the reports completed for it that month: one Query reading one
 * item per auditee with a report that month (and shard), oldest month first, auditees by name.
 */
export async function riskRows(workspace: Workspace, dim: string, { fromMonth, toMonth }: Range): Promise<RiskRow[]> {
  const months = await readBreakdownByMonth(workspace.workspaceId, 'risk', breakdownOf(dim), fromMonth, toMonth);
  const names = await auditeeNames(
    workspace,
    [...months.values()].flatMap((things) => [...things.keys()]),
  );
  return [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([month, things]) =>
      [...things]
        .filter(([, { counts }]) => counts.riskReports > 0)
        .map(([auditeeId, { counts }]) => ({
          month,
          auditee: names.get(auditeeId) ?? auditeeId,
          auditeeId,
          reports: counts.riskReports,
          meanRiskScore: mean(counts.riskSum, counts.riskReports),
        }))
        .sort((a, b) => a.auditee.localeCompare(b.auditee) || a.auditeeId.localeCompare(b.auditeeId)),
    );
}

/**
 * The auditees whose risk rating disagrees with what their reports completed in the range found (shared
 * analytics/risk.ts says when): the range's per-auditee items (one Query) and each such auditee's rating (one Get
 * each), most critical findings first.
 */
export async function disagreementRows(
  workspace: Workspace,
  dim: string,
  { fromMonth, toMonth }: Range,
): Promise<RiskDisagreementRow[]> {
  const things = await readBreakdown(workspace.workspaceId, 'risk', breakdownOf(dim), fromMonth, toMonth);
  const reported = [...things].filter(([, { counts }]) => counts.riskReports > 0);
  const auditees = await auditeesById(
    workspace,
    reported.map(([id]) => id),
  );
  return reported
    .flatMap(([auditeeId, { counts: c }]) => {
      const auditee = auditees.get(auditeeId);
      if (!auditee) return [];
      const evidence = { reports: c.riskReports, findings: c.riskFindings, critical: c.riskCritical, high: c.riskHigh };
      const reason = riskDisagreement(auditee.riskRating, evidence);
      if (!reason) return [];
      return [
        {
          auditee: auditee.name,
          auditeeId,
          rating: ratingLabel(auditee.riskRating),
          ...evidence,
          meanRiskScore: mean(c.riskSum, c.riskReports),
          reason,
        },
      ];
    })
    .sort((a, b) => b.critical - a.critical || b.high - a.high || a.auditee.localeCompare(b.auditee));
}
