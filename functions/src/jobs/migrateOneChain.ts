import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { auditFollowingReport, type Report } from '@cq/shared';
import { getAudit, updateAudit, type AuditChanges } from '../data/audits/audits';
import { listCapas, updateCapa } from '../data/audits/capas';
import { listReportFindings, updateFinding } from '../data/audits/findings';
import { getReport } from '../data/audits/reports';
import { db, tableName } from '../data/core/client';
import { parentKey } from '../data/core/model';
import { scanTable } from '../data/core/scan';
import type { Owner } from '../data/core/owner';
import { trailedWrite } from '../data/trail/trail';
import { findingMoveFor } from '../reports/capas';
import { settleRaisedFindings } from '../services/reportExport/raisedFindings';

/** Who the migration's trail entries name. */
export const MIGRATION_ACTOR = 'system:one-finding-record';
const REASON = 'One record per finding: the report, its audit and its CAPA share it (issue 19)';

export interface OneChainResult {
  reportsIndexed: number;
  findingsRecorded: number;
  findingsLinked: number;
  capasLinked: number;
  findingsMoved: number;
  auditsFollowed: number;
}

/**
 * Brings data stored before findings were one record (issue 19) to the one chain, every change trailed with
 * MIGRATION_ACTOR: a report on an audit gets its index keys (the audit's reports); a completed report's findings
 * become records (before, only a report on an audit had them, without their report, question or CAPA); each CAPA
 * points at its finding's record, which takes the CAPA's status; an open audit follows its report. Run by the
 * local stack at every start; once done it finds nothing to do. A Scan is fine here: a one-off job, never a
 * request path.
 */
export async function migrateOneChain(): Promise<OneChainResult> {
  const result: OneChainResult = {
    reportsIndexed: 0,
    findingsRecorded: 0,
    findingsLinked: 0,
    capasLinked: 0,
    findingsMoved: 0,
    auditsFollowed: 0,
  };
  const reports = scanTable({
    FilterExpression: 'begins_with(PK, :ws) AND begins_with(SK, :report)',
    ExpressionAttributeValues: { ':ws': 'WS#', ':report': 'REPORT#' },
  });
  for await (const item of reports) {
    const owner: Owner = { workspaceId: String(item.workspaceId), actor: MIGRATION_ACTOR };
    const report = await getReport(owner, String(item.id));
    if (report.auditId && item.parentKey === undefined) {
      await indexUnderAudit(owner, report.id, report.auditId);
      result.reportsIndexed += 1;
    }
    if (report.completedAt) await linkFindings(owner, report, result);
    if (report.auditId) result.auditsFollowed += await followReport(owner, report);
  }
  return result;
}

async function linkFindings(owner: Owner, report: Report, result: OneChainResult): Promise<void> {
  result.findingsRecorded += await settleRaisedFindings(owner, report);
  const capas = await listCapas(owner, report.id);
  const capaIds = new Set(capas.map((c) => c.id));
  for (const finding of await listReportFindings(owner, report.id)) {
    if (finding.questionId !== null) continue;
    const questionId = finding.id.slice(report.id.length + 1);
    const raised = report.generatedFindings.find((g) => g.questionId === questionId);
    await updateFinding(
      owner,
      finding,
      finding.version,
      {
        reportId: report.id,
        questionId,
        category: raised?.category ?? null,
        capaId: capaIds.has(finding.id) ? finding.id : null,
      },
      REASON,
    );
    result.findingsLinked += 1;
  }
  for (const capa of capas) {
    let current = capa;
    if (capa.findingId !== capa.id) {
      current = await updateCapa(owner, capa, capa.version, { findingId: capa.id }, REASON);
      result.capasLinked += 1;
    }
    const move = await findingMoveFor(owner, current);
    if (move) {
      await trailedWrite({ ...move.change, reason: REASON }, move.writes);
      result.findingsMoved += 1;
    }
  }
}

/** An open audit takes its report's state (with several reports, the last one read). Returns 1 if it moved. */
async function followReport(owner: Owner, report: Report): Promise<number> {
  const audit = await getAudit(owner, report.auditId!);
  const moved: AuditChanges = auditFollowingReport(audit, report);
  if (Object.keys(moved).length === 0) return 0;
  if (moved.status === 'completed') moved.completedDate = report.updatedAt;
  await updateAudit(owner, audit, audit.version, moved, `Follows its report "${report.title}"`);
  return 1;
}

/** The index keys of a report on an audit (`optionalChildrenIndex`): key attributes, not content, so untrailed. */
async function indexUnderAudit(owner: Owner, reportId: string, auditId: string): Promise<void> {
  const key = parentKey(owner.workspaceId, 'AUDIT', auditId);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: `WS#${owner.workspaceId}`, SK: `REPORT#${reportId}` },
      UpdateExpression: 'SET parentKey = :p, childKey = :c, GSI1PK = :pk, GSI1SK = :sk',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':p': key, ':c': reportId, ':pk': `WS#${key}`, ':sk': `REPORT#${reportId}` },
    }),
  );
}
