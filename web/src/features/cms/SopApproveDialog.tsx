import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { sopApproveSchema, type SopStaffVersion } from '@cq/shared/library/staffSchemas';
import { SOP_APPROVAL_MEANING, SOP_APPROVAL_STATEMENT, SOP_EDIT_MESSAGES } from '@cq/shared/library/workflow';
import { SIGNATURE_STATEMENT, SIGNING_CODES, SIGNING_MESSAGES } from '@cq/shared/signing/rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CURRENT_USER_KEY, useCurrentUser } from '@/features/session';
import { api } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { useSopApprove } from './sopApi';

const FIELDS = ['effectiveDate', 'nextReviewDate', 'password'] as const;

const formSchema = (rev: number) =>
  z.object({ effectiveDate: z.string(), nextReviewDate: z.string(), password: z.string() }).superRefine((v, ctx) => {
    // The API's own rules (dates, next review after effective, a password), with its messages.
    for (const issue of sopApproveSchema.safeParse({ ...v, rev }).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
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
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const [statementAsked, setStatementAsked] = useState(false);
  const needsStatement = statementAsked || (user != null && !user.signatureStatementAcceptedAt);
  const [statementTicked, setStatementTicked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(version.rev)),
    defaultValues: { effectiveDate: today, nextReviewDate: inYears(today, 2), password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || 'the signed-in user';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (needsStatement && !statementTicked) {
      setFailure(SIGNING_MESSAGES.statementUnticked);
      return;
    }
    try {
      if (needsStatement) {
        const me = user ?? (await api('GET /api/auth/user'));
        if (!me.signatureStatementAcceptedAt) {
          const accepted = await api('PATCH /api/auth/user', {
            body: { version: me.version, acceptSignatureStatement: true },
          });
          client.setQueryData(CURRENT_USER_KEY, accepted);
        }
      }
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
      if (refusal?.code === SIGNING_CODES.statementRequired) {
        setStatementAsked(true);
        setStatementTicked(false);
        void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }
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
        {needsStatement && (
          <label className="flex cursor-pointer items-start gap-2 rounded-md border border-input p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={statementTicked}
              onChange={(e) => setStatementTicked(e.target.checked)}
            />
            <span>{SIGNATURE_STATEMENT}</span>
          </label>
        )}
        <Field label="Password" error={errors.password?.message} hint="Enter your account password again to sign.">
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Signing…' : 'Sign and approve'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
