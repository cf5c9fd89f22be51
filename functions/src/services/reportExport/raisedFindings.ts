import { CAPA_TARGET_DAYS, type Finding, type GeneratedFinding, type RepeatRef, type Report } from '@cq/shared';
import { templateOfReport } from '@cq/shared/templates/builtInIds';
import { findingScope } from '../../data/analytics/rules';
import { getAudit } from '../../data/audits/audits';
import { NotFoundError } from '../../domain/errors';
import { capaWrites, listCapas } from '../../data/audits/capas';
import { earlierFindings, findingCreationWrites, listReportFindings, reportFinding } from '../../data/audits/findings';
import { retryOnContention } from '../../data/core/contention';
import type { Owner } from '../../data/core/owner';
import { getReport } from '../../data/audits/reports';
import type { TransactionEntities } from '../../data/core/store';
import { writeTogether, type Write } from '../../data/trail/trail';

/**
 * Findings raised per transaction: each takes up to ten writes (the finding and its CAPA, each with a trail entry
 * and chain head, the CAPA's bell entry, and the analytics items of its own category and question), a batch about
 * twenty-two more (the month's analytics items under the workspace and each of its four filter values, for the
 * findings and their CAPAs), and the completion's own writes (report, audit, award, tally and their entries) must
 * fit beside the first batch under DynamoDB's 100 writes per transaction, with room left: ten reached 121 when
 * every finding had a CAPA and a category of its own on an audit with an auditee and a lead.
 */
export const FINDINGS_PER_TRANSACTION = 6;

type RaisingReport = Pick<Report, 'id' | 'auditId' | 'completedAt'>;

/** The CAPA's target date: CAPA_TARGET_DAYS after the report's completion. */
const capaDueDate = (completedAt: string) =>
  new Date(Date.parse(completedAt) + CAPA_TARGET_DAYS * 86_400_000).toISOString().slice(0, 10);

/** What raising findings on an audit of an auditee needs: the auditee, and each finding's earlier ones. */
export interface Repeats {
  auditeeId: string | null;
  /** The analytics filter values the findings are raised under (their audit's and report's). */
  scope: readonly string[];
  /** By question id: the auditee's findings of that question (or category) in earlier audits. */
  of: ReadonlyMap<string, RepeatRef[]>;
}

export const NO_REPEATS: Repeats = { auditeeId: null, scope: [], of: new Map() };

/**
 * The earlier findings each of these findings repeats: the report's audit read by id for its auditee, then one
 * bounded Query per finding (two when its question has none: its category). None without an audit or auditee.
 */
export async function repeatsOf(
  owner: Owner,
  report: Pick<Report, 'auditId' | 'templateId' | 'type'>,
  findings: readonly GeneratedFinding[],
): Promise<Repeats> {
  const template = templateOfReport(report);
  if (!report.auditId || findings.length === 0) return { ...NO_REPEATS, scope: findingScope(null, template) };
  // An old report's audit may be gone (the one-chain migration settles such reports): nothing to compare then.
  const audit = await getAudit(owner, report.auditId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  const scope = findingScope(audit, template);
  if (!audit?.auditeeId) return { ...NO_REPEATS, scope };
  const at = { auditeeId: audit.auditeeId, auditId: audit.id };
  const earlier = await Promise.all(findings.map((f) => earlierFindings(owner, at, f)));
  return { auditeeId: audit.auditeeId, scope, of: new Map(findings.map((f, i) => [f.questionId, earlier[i]!])) };
}

/**
 * The writes that record some of a completed report's findings: each finding as the one record of it (on the
 * report's audit, if any, and under its auditee with the earlier findings it repeats) and the CAPA that closes it
 * when it needs one, all with their creation entries.
 */
export function raisedFindingWrites(
  entities: TransactionEntities,
  owner: Owner,
  report: RaisingReport & { completedAt: string },
  findings: readonly GeneratedFinding[],
  /** Whether a finding's CAPA is already recorded (a report completed before findings were one record). */
  hasCapa: (f: GeneratedFinding) => boolean = () => false,
  repeats: Repeats = NO_REPEATS,
): Write[] {
  const records: Finding[] = findings.map((f) =>
    reportFinding(report, f, report.completedAt, repeats.of.get(f.questionId)),
  );
  const capaNeeded = findings.filter((f) => !hasCapa(f));
  return [
    ...findingCreationWrites(entities, owner, records, owner.actor, repeats.auditeeId, repeats.scope),
    ...capaWrites(
      entities,
      owner,
      report.id,
      capaNeeded,
      report.completedAt,
      capaDueDate(report.completedAt),
      repeats.scope,
    ),
  ];
}

/**
 * Records the findings of a completed report that are not recorded yet, a batch per transaction: those past the
 * first batch (written with the completion itself), or any left by a completion cut short. Idempotent: it reads
 * which are recorded first, and a record that appears meanwhile makes its batch fail and the whole run retry.
 * Returns how many it recorded.
 */
export async function settleRaisedFindings(owner: Owner, report: Report): Promise<number> {
  const { completedAt } = report;
  if (!completedAt || report.generatedFindings.length === 0) return 0;
  return retryOnContention(async () => {
    const [findings, capas] = await Promise.all([listReportFindings(owner, report.id), listCapas(owner, report.id)]);
    const recorded = new Set(findings.map((f) => f.id));
    const capaIds = new Set(capas.map((c) => c.id));
    const hasCapa = (f: GeneratedFinding) => capaIds.has(`${report.id}.${f.questionId}`);
    const missing = report.generatedFindings.filter((f) => !recorded.has(`${report.id}.${f.questionId}`));
    for (let i = 0; i < missing.length; i += FINDINGS_PER_TRANSACTION) {
      const batch = missing.slice(i, i + FINDINGS_PER_TRANSACTION);
      const repeats = await repeatsOf(owner, report, batch);
      await writeTogether((entities) =>
        raisedFindingWrites(entities, owner, { ...report, completedAt }, batch, hasCapa, repeats),
      );
    }
    return missing.length;
  });
}

/**
 * A report's findings as recorded, in checklist order; another owner's report is not found. A completed report
 * whose findings are not all recorded (its completion cut short after the first batch) has the rest recorded
 * first, so the page never shows fewer findings than the report raised.
 */
export async function findingsOfReport(owner: Owner, reportId: string): Promise<Finding[]> {
  const report = await getReport(owner, reportId);
  let findings = await listReportFindings(owner, reportId);
  if (report.completedAt && findings.length < report.generatedFindings.length) {
    await settleRaisedFindings(owner, report);
    findings = await listReportFindings(owner, reportId);
  }
  const order = new Map(report.checklist.map((item, i) => [item.id, i]));
  return findings.sort((a, b) => (order.get(a.questionId ?? '') ?? 0) - (order.get(b.questionId ?? '') ?? 0));
}
