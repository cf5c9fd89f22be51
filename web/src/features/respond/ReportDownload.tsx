import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { submitError } from '@/lib/api/submitError';
import { useReportDownload } from './api';

/** The audit report the auditor chose to share with the link (its latest approved version, as PDF). */
export function ReportDownload({ token, bearer }: { token: string; bearer: string }) {
  const download = useReportDownload(token, bearer);
  return (
    <div className="grid gap-2">
      {download.isError && <FormAlert>{submitError(download.error, { serverText: true }).message}</FormAlert>}
      <Button
        variant="outline"
        className="w-full sm:w-fit"
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        Download the audit report (PDF)
      </Button>
    </div>
  );
}
