import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { parseApiErrorBody } from '@cq/shared/schemas/common';
import { Button, type ButtonProps } from '@/components/ui/button';
import { HttpError } from '@/lib/api/request';
import { toast } from '@/lib/toast';
import { downloadExport } from './exportData';

/** Export Data: downloads the user's JSON export; 'Exporting…' while it runs, a toast when it fails. */
export function ExportDataButton({
  children = 'Export Data',
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'> & { children?: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadExport();
      toast({ title: 'Export downloaded', description: name });
    } catch (error) {
      const message =
        error instanceof HttpError ? parseApiErrorBody(error.bodyText)?.error : 'Check your connection and try again.';
      toast({ title: 'Export failed', description: message ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} loading={busy} onClick={() => void run()}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      {busy ? 'Exporting…' : children}
    </Button>
  );
}
