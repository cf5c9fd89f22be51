import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { HttpError } from '@/lib/api/request';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { downloadExport } from './exportData';

/**
 * The `error` text of an API refusal, read by hand: the header loads this feature's chunk, and the shared zod
 * parser would bring zod along with it.
 */
function serverMessage(body: string): string | undefined {
  try {
    const error = (JSON.parse(body) as { error?: unknown }).error;
    return typeof error === 'string' && error.trim() ? error : undefined;
  } catch {
    return undefined;
  }
}

/** Export Data: downloads the user's JSON export; 'Exporting…' while it runs, a toast when it fails. */
export function ExportDataButton({
  children = 'Export Data',
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'> & { children?: ReactNode }) {
  const pending = usePending();
  const busy = pending.busy;
  const run = async () => {
    try {
      const name = await downloadExport();
      toast({ title: 'Export downloaded', description: name });
    } catch (error) {
      const message =
        error instanceof HttpError ? serverMessage(error.bodyText) : 'Check your connection and try again.';
      toast({ title: 'Export failed', description: message ?? 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Button {...props} loading={busy} onClick={pending.guard(run)}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      {busy ? 'Exporting…' : children}
    </Button>
  );
}
