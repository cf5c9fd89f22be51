import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { GENERIC_SUBMIT_ERROR, NETWORK_SUBMIT_ERROR } from '@/lib/api/submitError';
import { refusalOf } from './api';

export const STALE_TEXT = 'This record was changed by someone else. Reload and try again.';

/**
 * Why a write failed. A 409 means the record changed since it was read (someone else's edit or move): the
 * server's words and a Reload that reads it afresh. Otherwise the server's message, or a generic line.
 */
export function WriteErrorAlert({ error, onReload }: { error: unknown; onReload: () => void }) {
  const refusal = refusalOf(error);
  if (refusal?.status === 409) {
    return (
      <FormAlert className="grid gap-2">
        <span>
          {refusal.message ?? STALE_TEXT}
          {refusal.message !== STALE_TEXT && ' Someone else may have changed it since you opened it.'}
        </span>
        <Button size="sm" variant="outline" className="w-fit bg-background" onClick={onReload}>
          <RefreshCw className="size-4" aria-hidden="true" /> Reload
        </Button>
      </FormAlert>
    );
  }
  return <FormAlert>{refusal ? (refusal.message ?? GENERIC_SUBMIT_ERROR) : NETWORK_SUBMIT_ERROR}</FormAlert>;
}
