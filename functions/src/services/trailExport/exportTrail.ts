import type { TrailExportFormat } from '@cq/shared/trail/schemas';
import { toCsv } from '../csv';
import { printedNames } from '../../data/people/names';
import type { TrailEntry } from '../../data/trail/trail';
import { download, type ApiResult } from '../../lib/response';
import { TRAIL_EXPORT_COLUMNS, trailRow } from './rows';

const TYPES: Record<TrailExportFormat, string> = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' };

export interface TrailExport {
  /** The file's name without its extension. */
  fileBase: string;
  title: string;
  /** What the export covers, printed under the title of the PDF. */
  scope: string;
  exportedBy: string;
  entries: readonly TrailEntry[];
}

/** A trail as a file download: CSV (every character, for spreadsheets) or PDF (to file and sign). */
export async function trailDownload(x: TrailExport, format: TrailExportFormat): Promise<ApiResult> {
  const names = await printedNames([...new Set([x.exportedBy, ...x.entries.map((e) => e.actor)])]);
  const rows = x.entries.map((entry) => trailRow(entry, names));
  const exportedAt = new Date().toISOString();
  const body =
    format === 'csv'
      ? toCsv(TRAIL_EXPORT_COLUMNS, rows)
      : Buffer.from(
          await (
            await import('./pdf')
          ).renderTrailPdf({
            title: x.title,
            subtitle: [x.scope, `Exported ${exportedAt} (UTC) by ${names[x.exportedBy] ?? x.exportedBy}`],
            rows,
          }),
        );
  return download(`${x.fileBase}.${format}`, TYPES[format], body);
}
