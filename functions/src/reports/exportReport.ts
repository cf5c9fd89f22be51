import type { ReportExportFormat } from '@cq/shared';
import { getReport, REPORT_ENTITY } from '../data/audits/reports';
import type { Owner } from '../data/core/owner';
import { trailedWrite } from '../data/trail/trail';
import { retryOnContention } from '../data/core/contention';
import { download, type ApiResult } from '../lib/response';
import { exportModel } from './export/model';

const TYPES: Record<ReportExportFormat, string> = {
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

/** Renders a report as a file download; the export itself is trailed (who took a copy, when, in which form). */
export async function exportReport(owner: Owner, id: string, format: ReportExportFormat): Promise<ApiResult> {
  const report = await getReport(owner, id);
  const model = exportModel(report);
  // The PDF library loads only for PDF exports.
  const body =
    format === 'pdf'
      ? Buffer.from(await (await import('./export/pdf')).renderPdf(model))
      : Buffer.from(
          format === 'html'
            ? (await import('./export/html')).renderHtml(model)
            : (await import('./export/markdown')).renderMarkdown(model),
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
