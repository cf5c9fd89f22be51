import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { RESPONSE_MESSAGES, RESPONSE_TEXT_MAX, type FindingResponse } from '@cq/shared/responses/schemas';
import { requiredText } from '@cq/shared/schemas/common';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { WriteErrorAlert } from '@/features/audits';
import { toast } from '@/lib/toast';
import { useReviewResponse } from './api';

const returnFormSchema = z.object({ comments: requiredText(RESPONSE_TEXT_MAX, RESPONSE_MESSAGES.commentsRequired) });
type ReturnValues = z.input<typeof returnFormSchema>;

/** "Return with comments": the auditee revises the response through the same link, the comments shown to them. */
export function ReturnDialog({
  response,
  recipientName,
  onClose,
  onReload,
}: {
  response: FindingResponse;
  recipientName: string;
  onClose: () => void;
  onReload: () => void;
}) {
  const review = useReviewResponse();
  const form = useForm<ReturnValues>({ resolver: zodResolver(returnFormSchema), defaultValues: { comments: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ comments }) => {
    try {
      await review.mutateAsync({
        requestId: response.requestId,
        findingId: response.findingId,
        body: { version: response.version, decision: 'return', comments },
      });
      toast({ title: 'Response returned', description: `${recipientName} can revise it through the same link.` });
      onClose();
    } catch {
      // Shown in the dialog (WriteErrorAlert).
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Return with comments"
      description={`${recipientName} sees your comments and can revise the response through the same link.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {review.isError && (
          <WriteErrorAlert
            error={review.error}
            onReload={() => {
              onReload();
              onClose();
            }}
          />
        )}
        <Field
          label="Comments"
          error={errors.comments?.message}
          limit={{ value: form.watch('comments'), max: RESPONSE_TEXT_MAX }}
        >
          {(control) => <Textarea {...control} rows={4} className="min-h-24" {...form.register('comments')} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Returning…' : 'Return response'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
