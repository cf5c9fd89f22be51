import type { ReportSummary } from '@cq/shared/reports/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { useReportDelete } from './api';
import { WriteError } from './WriteError';

/** Delete asks first; only drafts and reports in progress are ever deleted (the list offers it only there). */
export function DeleteReportDialog({
  report,
  onClose,
  onDeleted,
  onReload,
}: {
  report: Pick<ReportSummary, 'id' | 'title'>;
  onClose: () => void;
  onDeleted: (id: string) => void;
  onReload: () => void;
}) {
  const remove = useReportDelete();
  const pending = usePending();
  const confirm = async () => {
    try {
      await remove.mutateAsync(report.id);
      toast({ title: 'Report deleted', description: report.title });
      onDeleted(report.id);
      onClose();
    } catch {
      // shown in the dialog
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete this report?"
      description={`${report.title} and its answers will be deleted. This cannot be undone.`}
    >
      {remove.isError && (
        <WriteError
          error={remove.error}
          onReload={() => {
            onReload();
            onClose();
          }}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" loading={pending.busy} onClick={pending.guard(confirm)}>
          {pending.busy ? 'Deleting…' : 'Delete Report'}
        </Button>
      </div>
    </Dialog>
  );
}
