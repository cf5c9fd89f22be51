import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';

/**
 * A delete asked for first (spec: 'Are you sure you want to delete this post?'), in an accessible dialog (focus
 * kept inside, Escape cancels); the outcome is told by toast.
 */
export function ConfirmDelete({
  title,
  question,
  name,
  pending,
  remove,
  done,
  failed,
  onClose,
}: {
  title: string;
  question: string;
  /** What is deleted, as the user knows it. */
  name: string;
  pending: boolean;
  remove: () => Promise<unknown>;
  /** The toast titles on success and on failure. */
  done: string;
  failed: string;
  onClose: () => void;
}) {
  const deleting = usePending();
  const busy = pending || deleting.busy;
  async function confirm() {
    try {
      await remove();
      toast({ title: done });
      onClose();
    } catch (error) {
      toast({ title: failed, description: submitError(error, { serverText: true }).message, variant: 'destructive' });
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={question}>
      <p className="font-medium break-all">{name}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={deleting.guard(confirm)} loading={busy}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
