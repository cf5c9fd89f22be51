import { zodResolver } from '@hookform/resolvers/zod';
import { FileSignature, BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REPORT_MESSAGES, SIGNATURE_MEANINGS, type Report } from '@cq/shared/reports/schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCurrentUser } from '@/features/session';
import { GENERIC_SUBMIT_ERROR, NETWORK_SUBMIT_ERROR } from '@/lib/api/submitError';
import { formatUtcTimestamp } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { refusalOf, SIGNATURE_REJECTED, useReportApprove } from './api';
import { WriteError } from './WriteError';

const MEANING_TEXT: Record<(typeof SIGNATURE_MEANINGS)[number], string> = {
  Approved: 'I approve this report as final.',
  Reviewed: 'I reviewed this report and its findings.',
  Authored: 'I wrote this report.',
};

const signSchema = z.object({
  password: z.string().min(1, REPORT_MESSAGES.passwordRequired),
  meaning: z.enum(SIGNATURE_MEANINGS, { error: REPORT_MESSAGES.meaningRequired }),
});
type SignValues = z.input<typeof signSchema>;
type SignOutput = z.output<typeof signSchema>;

/**
 * The electronic signature (21 CFR 11.50, 11.200): the signer enters their password again and says what the
 * signature means. A wrong password is refused (403) without signing and without signing the user out.
 */
function SignDialog({ report, onClose, onReload }: { report: Report; onClose: () => void; onReload: () => void }) {
  const approve = useReportApprove(report.id);
  const { data: user } = useCurrentUser();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || 'the signed-in user';
  const form = useForm<SignValues, unknown, SignOutput>({
    resolver: zodResolver(signSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async ({ password, meaning }) => {
    setFailure(null);
    try {
      await approve.mutateAsync({ version: report.version, password, meaning });
      toast({ title: 'Report signed', description: `${meaning} by ${name}` });
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 403 && refusal.code === SIGNATURE_REJECTED) {
        form.resetField('password');
        form.setError('password', { message: refusal.message ?? REPORT_MESSAGES.wrongPassword }, { shouldFocus: true });
      } else if (refusal?.status === 400) {
        if (refusal.fields.password)
          form.setError('password', { message: refusal.fields.password }, { shouldFocus: true });
        if (refusal.fields.meaning) form.setError('meaning', { message: refusal.fields.meaning });
        if (!refusal.fields.password && !refusal.fields.meaning) setFailure(error);
      } else setFailure(error);
    }
  });
  const failedRefusal = failure ? refusalOf(failure) : null;
  const meaningError = errors.meaning?.message;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Sign Report"
      description={`${report.title}: signing approves it as it stands. It cannot change afterwards.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure !== null &&
          (failedRefusal?.status === 409 ? (
            <WriteError
              error={failure}
              onReload={() => {
                onReload();
                onClose();
              }}
            />
          ) : failedRefusal?.status === 401 ? null : (
            <FormAlert>
              {failedRefusal ? (failedRefusal.message ?? GENERIC_SUBMIT_ERROR) : NETWORK_SUBMIT_ERROR}
            </FormAlert>
          ))}
        <p className="text-sm">
          Signing as <strong>{name}</strong>
          {user?.email && name !== user.email ? ` (${user.email})` : ''}. Your electronic signature is the legally
          binding equivalent of your handwritten signature.
        </p>
        <fieldset className="grid gap-2" aria-describedby={meaningError ? 'sign-meaning-error' : undefined}>
          <legend className="mb-1 text-sm font-medium">Meaning of this signature</legend>
          {SIGNATURE_MEANINGS.map((meaning) => (
            <label
              key={meaning}
              className="flex cursor-pointer items-start gap-2 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
            >
              <input
                type="radio"
                value={meaning}
                className="mt-0.5 size-4 accent-primary"
                aria-invalid={meaningError ? true : undefined}
                {...form.register('meaning')}
              />
              <span>
                <span className="font-semibold">{meaning}</span>
                <span className="block text-muted-foreground">{MEANING_TEXT[meaning]}</span>
              </span>
            </label>
          ))}
          {meaningError && (
            <p id="sign-meaning-error" className="text-sm text-destructive">
              {meaningError}
            </p>
          )}
        </fieldset>
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
            {!isSubmitting && <FileSignature className="size-4" aria-hidden="true" />}
            {isSubmitting ? 'Signing…' : 'Sign Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The signature block: the signature manifestation once signed (printed name, e-mail, UTC time, meaning, the
 * hash of the content signed), the Sign button for a completed report, otherwise when signing becomes possible.
 */
export function SignatureSection({ report, onReload }: { report: Report; onReload: () => void }) {
  const [signing, setSigning] = useState(false);
  const signature = report.signature;
  return (
    <section aria-labelledby="signature-heading" className="grid gap-4">
      <h2 id="signature-heading" className="text-xl font-semibold tracking-tight">
        Electronic Signature
      </h2>
      {signature ? (
        <Card className="grid gap-3 border-success-border bg-success-surface p-4 sm:p-5">
          <p className="inline-flex items-center gap-2 font-semibold text-success">
            <BadgeCheck className="size-5" aria-hidden="true" /> Signed: {signature.meaning}
          </p>
          <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Printed name</dt>
            <dd className="font-medium">{signature.printedName}</dd>
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="font-medium break-all">{signature.email}</dd>
            <dt className="text-muted-foreground">Signed (UTC)</dt>
            <dd className="font-medium">
              <time dateTime={signature.signedAt}>{formatUtcTimestamp(signature.signedAt)}</time>
            </dd>
            <dt className="text-muted-foreground">Meaning</dt>
            <dd className="font-medium">{signature.meaning}</dd>
            <dt className="text-muted-foreground">Content SHA-256</dt>
            <dd className="font-mono text-xs break-all">{signature.contentHash}</dd>
          </dl>
          <p className="text-sm text-muted-foreground">The report is signed and can no longer change.</p>
        </Card>
      ) : report.status === 'completed' ? (
        <div className="grid gap-3">
          <p className="text-sm">
            This report is complete and ready to sign. Signing asks for your password again and locks the report.
          </p>
          <Button className="w-fit" onClick={() => setSigning(true)}>
            <FileSignature className="size-4" aria-hidden="true" /> Sign Report
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">A report can be signed once it is completed.</p>
      )}
      {signing && <SignDialog report={report} onClose={() => setSigning(false)} onReload={onReload} />}
    </section>
  );
}
