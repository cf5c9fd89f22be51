import {
  MAX_RISK_SCORE,
  REPORT_FINDING_SEVERITIES,
  SEVERITY_POINTS,
  checklistCount,
  scoreStanding,
} from '@cq/shared/reports/rules';
import type { Report } from '@cq/shared/reports/schemas';
import { SeverityBadge } from './badges';
import { SEVERITY_LABELS } from './display';

/**
 * How the risk score was reached (spec §9): each finding's severity points, their sum, the cap at 100 and the
 * level thresholds.
 */
export function ScoreBreakdown({ report }: { report: Report }) {
  const findings = report.generatedFindings;
  const sum = findings.reduce((total, f) => total + f.points, 0);
  const capped = sum > MAX_RISK_SCORE;
  const standing = scoreStanding(report.riskScore, checklistCount(report.checklist));
  return (
    <section aria-labelledby="score-heading" className="grid gap-4">
      <h2 id="score-heading" className="text-xl font-semibold tracking-tight">
        Risk Score Breakdown
      </h2>
      <p className="text-sm">
        Risk score = the sum of each finding&apos;s severity points (
        {REPORT_FINDING_SEVERITIES.map((s) => `${SEVERITY_LABELS[s]} ${SEVERITY_POINTS[s]}`).join(', ')}), capped at{' '}
        {MAX_RISK_SCORE}. Level: 25 or less Low, 50 or less Medium, 75 or less High, above 75 Critical.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-left text-sm">
          <caption className="sr-only">Points per finding</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3 font-medium">
                Finding
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Severity
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {findings.length === 0 ? (
              <tr>
                <td colSpan={3} className="py-2 text-muted-foreground">
                  No findings, no points.
                </td>
              </tr>
            ) : (
              findings.map((f) => (
                <tr key={f.id} className="border-b border-border">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {f.title}
                  </th>
                  <td className="py-2 pr-3">
                    <SeverityBadge severity={f.severity} />
                  </td>
                  <td className="py-2 text-right tabular-nums">{f.points}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="pt-2 pr-3 font-medium">
                Sum{capped ? ` ${sum}, capped at ${MAX_RISK_SCORE}` : ''}
              </th>
              <td className="pt-2 text-right font-semibold tabular-nums">
                {report.riskScore}/{MAX_RISK_SCORE}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="pr-3 font-medium">
                Risk level
              </th>
              <td className="text-right font-semibold">{standing.level ?? standing.label}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
