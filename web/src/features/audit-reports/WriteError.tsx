import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { GENERIC_SUBMIT_ERROR, NETWORK_SUBMIT_ERROR } from '@/lib/api/submitError';
import { refusalOf } from './api';

export const STALE_TEXT = 'This record was changed by someone else. Reload and try again.';

/**
 * Why a write failed. A 409 means the report changed since it was read (another tab, someone else, or a status
 * that no longer allows the change): the server's words and a Reload. Otherwise the server's message (or a
 * generic line) and, when given, a Retry.
 */
export function WriteError({
  error,
  onReload,
  onRetry,
}: {
  error: unknown;
  onReload: () => void;
  onRetry?: () => void;
}) {
  const refusal = refusalOf(error);
  if (refusal?.status === 401) return null; // the query client signs the user in again
  if (refusal?.status === 409) {
    return (
      <FormAlert className="grid gap-2">
        <span>{refusal.message ?? STALE_TEXT}</span>
        <Button size="sm" variant="outline" className="w-fit bg-background" onClick={onReload}>
          <RefreshCw className="size-4" aria-hidden="true" /> Reload
        </Button>
      </FormAlert>
    );
  }
  return (
    <FormAlert className="grid gap-2">
      <span>{refusal ? (refusal.message ?? GENERIC_SUBMIT_ERROR) : NETWORK_SUBMIT_ERROR}</span>
      {onRetry && (
        <Button size="sm" variant="outline" className="w-fit bg-background" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden="true" /> Retry
        </Button>
      )}
    </FormAlert>
  );
}
