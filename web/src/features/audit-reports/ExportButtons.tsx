import { Download } from 'lucide-react';
import type { ReportExportFormat } from '@cq/shared/reports/schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { EXPORT_FORMATS, EXPORT_LABELS, refusalOf, useReportDownload } from './api';

/** After a download: the file's name, or why it failed. One download at a time (exporting is trailed). */
export function useDownloadReport() {
  const download = useReportDownload();
  const pending = usePending<ReportExportFormat>();
  const save = async (id: string, format: ReportExportFormat) => {
    try {
      const name = await download.mutateAsync({ id, format });
      toast({ title: `${EXPORT_LABELS[format]} downloaded`, description: name });
    } catch (error) {
      const refusal = refusalOf(error);
      // A 401 is handled by the query client (toast and sign-in).
      if (refusal?.status !== 401)
        toast({
          title: 'Download failed',
          description: refusal ? (refusal.message ?? 'Please try again.') : 'Check your connection and try again.',
          variant: 'destructive',
        });
    }
  };
  const run = (id: string, format: ReportExportFormat) => pending.run(() => save(id, format), format);
  return { busy: pending.running, run };
}

/** PDF, HTML and MD buttons: each downloads the report rendered by the server in that format. */
export function ExportButtons({ reportId, title }: { reportId: string; title: string }) {
  const { busy, run } = useDownloadReport();
  return (
    <div role="group" aria-label="Export report" className="flex flex-wrap gap-2">
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          loading={busy === format}
          disabled={busy !== null}
          aria-label={`Download ${title} as ${EXPORT_LABELS[format]}`}
          onClick={() => void run(reportId, format)}
        >
          {busy !== format && <Download className="size-4" aria-hidden="true" />}
          {EXPORT_LABELS[format]}
        </Button>
      ))}
    </div>
  );
}
