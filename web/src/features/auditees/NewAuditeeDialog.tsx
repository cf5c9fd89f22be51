import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AuditeeCreate } from '@cq/shared/auditees/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { GENERIC_SUBMIT_ERROR, NETWORK_SUBMIT_ERROR, showFieldErrors } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { refusalOf } from './api';
import { AuditeeFields } from './AuditeeFields';
import { AUDITEE_FIELDS, NEW_AUDITEE_DEFAULTS, newAuditeeSchema, type AuditeeFormValues } from './auditeeForm';
import { useAuditeeCreate } from './writes';

/**
 * New auditee: checked with the API's schema before it is sent; a refusal puts the server's field messages on
 * the fields and says why above them, keeping what was typed.
 */
export function NewAuditeeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useAuditeeCreate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AuditeeFormValues, unknown, AuditeeCreate>({
    resolver: zodResolver(newAuditeeSchema),
    defaultValues: NEW_AUDITEE_DEFAULTS,
  });
  const { isSubmitting } = form.formState;

  // Closing (Cancel, Escape, the close button) forgets the refusal and the messages, keeping what was typed.
  const openChange = (next: boolean) => {
    if (!next) {
      form.clearErrors();
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const auditee = await create.mutateAsync(body);
      form.reset(NEW_AUDITEE_DEFAULTS);
      onOpenChange(false);
      toast({ title: 'Auditee created', description: auditee.name });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) showFieldErrors(form.setError, AUDITEE_FIELDS, refusal.fields);
      setFailure(refusal ? (refusal.message ?? GENERIC_SUBMIT_ERROR) : NETWORK_SUBMIT_ERROR);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title="New auditee"
      description="A site, vendor, CRO, sponsor, laboratory or internal department you audit."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <AuditeeFields form={form} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => openChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create auditee'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
