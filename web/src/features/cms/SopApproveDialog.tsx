import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { sopApproveSchema, type SopStaffVersion } from '@cq/shared/library/staffSchemas';
import { SOP_APPROVAL_MEANING, SOP_APPROVAL_STATEMENT, SOP_EDIT_MESSAGES } from '@cq/shared/library/workflow';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SigningActions, SigningPassword, signerName, useSignatureStatement } from '@/features/session';
import { refusalOf } from '@/lib/api/refusal';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { useSopApprove } from './sopApi';

const FIELDS = ['effectiveDate', 'nextReviewDate', 'password'] as const;

const formSchema = (rev: number) =>
  z.object({ effectiveDate: z.string(), nextReviewDate: z.string(), password: z.string() }).check(
    z.superRefine((v, ctx) => {
      // The API's own rules (dates, next review after effective, a password), with its messages.
      for (const issue of sopApproveSchema.safeParse({ ...v, rev }).error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  );
type Values = z.infer<ReturnType<typeof formSchema>>;

const inYears = (day: string, years: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};

/**
 * Approve an SOP version with an electronic signature (21 CFR 11.50, 11.200), as reports are signed: the
 * password again, the meaning stated, the e-signature statement ticked before a person's first signature (it is
 * accepted on their profile, then never asked again). A wrong password approves nothing and counts toward the
 * signing lockout; the API's other refusals (the last editor, locked signing) are shown as it words them.
 */
export function SopApproveDialog({ version, onClose }: { version: SopStaffVersion; onClose: () => void }) {
  const approve = useSopApprove();
  const statement = useSignatureStatement();
  const { user } = statement;
  const [failure, setFailure] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(version.rev)),
    defaultValues: { effectiveDate: today, nextReviewDate: inYears(today, 2), password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const name = signerName(user);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!statement.check()) return;
    try {
      await statement.accept();
      await approve.mutateAsync({
        ref: { id: version.sopId, seq: version.seq },
        body: { ...values, rev: version.rev },
      });
      toast({ title: SOP_EDIT_MESSAGES.approved, description: `${version.code} v${version.version} by ${name}` });
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      const { message, fields } = submitError(error, { serverText: true });
      form.resetField('password');
      if (refusal?.code === 'SIGNATURE_REJECTED') {
        form.setError('password', { message }, { shouldFocus: true });
        return;
      }
      if (statement.handled(error)) return;
      showFieldErrors(form.setError, FIELDS, fields);
      setFailure(message);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Approve ${version.code} v${version.version}`}
      description={`Your electronic signature is the legally binding equivalent of your handwritten signature. It means: ${SOP_APPROVAL_MEANING}.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <p className="text-sm">
          Signing as <strong>{name}</strong>
          {user?.email && name !== user.email ? ` (${user.email})` : ''}. {SOP_APPROVAL_STATEMENT}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Effective date"
            type="date"
            error={errors.effectiveDate?.message}
            {...form.register('effectiveDate')}
          />
          <FormField
            label="Next review date"
            type="date"
            error={errors.nextReviewDate?.message}
            {...form.register('nextReviewDate')}
          />
        </div>
        {statement.field}
        <SigningPassword error={errors.password?.message} registration={form.register('password')} />
        <SigningActions submitting={isSubmitting} onCancel={onClose}>
          Sign and approve
        </SigningActions>
      </form>
    </Dialog>
  );
}
