import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { usePending } from '@/lib/usePending';

/**
 * A destructive action asked first: the dialog names what happens, Cancel closes it, the action's button shows
 * progress while `onConfirm` runs (once: usePending) and the failure, if any, stays in the dialog.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  failure?: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const pending = usePending();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <div className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" loading={pending.busy} onClick={pending.guard(onConfirm)}>
            {pending.busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
