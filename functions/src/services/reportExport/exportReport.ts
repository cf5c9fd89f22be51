import type { Audit, ReportExportFormat } from '@cq/shared';
import { getReport, REPORT_ENTITY } from '../../data/audits/reports';
import { getAudit } from '../../data/audits/audits';
import { listCapas } from '../../data/audits/capas';
import { getAuditee } from '../../data/auditees/auditees';
import { getStudy } from '../../data/auditees/studies';
import type { Owner } from '../../data/core/owner';
import { printedNames } from '../../data/people/names';
import { evidenceOfReport } from '../../data/evidence/evidence';
import { trailedWrite } from '../../data/trail/trail';
import { retryOnContention } from '../../data/core/contention';
import { NotFoundError } from '../../domain/errors';
import { download, type ApiResult } from '../../lib/response';
import { exportModel, type ExportRecord } from './model';
import { findingsOfReport } from './raisedFindings';

const TYPES: Record<ReportExportFormat, string> = {
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

/** A record the report names that was deleted since reads as absent, not as a failed export. */
const unlessGone = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });

/**
 * What an issued report names beside itself, each read by id or one bounded Query: its audit, the audit's
 * auditee and study, its findings and their CAPA, and the people's printed names (one BatchGet).
 */
async function recordOf(owner: Owner, report: Awaited<ReturnType<typeof getReport>>): Promise<ExportRecord> {
  const audit: Audit | null = report.auditId ? await unlessGone(getAudit(owner, report.auditId)) : null;
  const [auditee, study, findings, capas, evidence] = await Promise.all([
    audit?.auditeeId ? unlessGone(getAuditee(owner, audit.auditeeId)) : null,
    audit?.studyId ? unlessGone(getStudy(owner, audit.studyId)) : null,
    findingsOfReport(owner, report.id),
    listCapas(owner, report.id),
    // Each file names its uploader as they were printed at upload (a name, not an id).
    evidenceOfReport(owner.workspaceId, report.id),
  ]);
  const people = [audit?.leadAuditorId, ...(audit?.auditorIds ?? []), audit?.reviewerId, report.reviewerId].filter(
    (id): id is string => Boolean(id),
  );
  const names = await printedNames(people);
  return { audit, auditee, study, findings, capas, evidence, names };
}

/** Renders a report as a file download; the export itself is trailed (who took a copy, when, in which form). */
export async function exportReport(owner: Owner, id: string, format: ReportExportFormat): Promise<ApiResult> {
  const report = await getReport(owner, id);
  const model = exportModel(report, await recordOf(owner, report));
  // The PDF library loads only for PDF exports.
  const body =
    format === 'pdf'
      ? Buffer.from(await (await import('./pdf')).renderPdf(model))
      : Buffer.from(
          format === 'html'
            ? (await import('./html')).renderHtml(model)
            : (await import('./markdown')).renderMarkdown(model),
          'utf8',
        );
  await retryOnContention(() =>
    trailedWrite(
      {
        entityType: REPORT_ENTITY,
        entityId: report.id,
        actor: owner.actor,
        action: 'export',
        before: null,
        after: { format, bytes: body.length, version: report.version },
      },
      () => [],
    ),
  );
  return download(`${model.fileBase}.${format}`, TYPES[format], body);
}
