import { zodResolver } from '@hookform/resolvers/zod';
import { FileSignature, BadgeCheck, PenLine, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { APPROVING_MEANING, signingRefusal } from '@cq/shared/orgs/rules';
import {
  REPORT_MESSAGES,
  SIGNATURE_MEANINGS,
  type Report,
  type SignatureMeaning,
  type VerifiedSignature,
} from '@cq/shared/reports/schemas';
import { SIGNING_CODES } from '@cq/shared/signing/rules';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useWorkspace } from '@/features/orgs';
import { SigningActions, SigningPassword, signerName, useCurrentUser, useSignatureStatement } from '@/features/session';
import { GENERIC_SUBMIT_ERROR, NETWORK_SUBMIT_ERROR } from '@/lib/api/submitError';
import { cn } from '@/lib/cn';
import { formatUtcTimestamp } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { refusalOf, SIGNATURE_REJECTED, useReportApprove } from './api';
import { WriteError } from './WriteError';

/** What the signer declares with each meaning, and what the signature does to the report. */
export const MEANING_TEXT: Record<SignatureMeaning, { says: string; effect: string }> = {
  Approved: {
    says: 'I approve this report as final.',
    effect: 'Approves the report and locks it: nothing in it can change afterwards.',
  },
  Reviewed: {
    says: 'I reviewed this report and its findings.',
    effect: 'Recorded with the report; its status does not change.',
  },
  Authored: {
    says: 'I wrote this report.',
    effect: 'Recorded with the report; its status does not change.',
  },
};

export interface SigningOption {
  meaning: SignatureMeaning;
  /** Why the caller cannot sign with this meaning (role, separation of duties, signed already), or null. */
  refusal: string | null;
}

/**
 * The meanings the signed-in user may sign a completed report with, and why not for the others: the API's own
 * rule (`signingRefusal`: in an organisation, approving or reviewing needs a reviewer, admin or owner who did
 * not write or answer the report), and one signature per person and meaning. Null until the role is known.
 */
export function useSigningOptions(report: Pick<Report, 'authorIds' | 'signatures'>): SigningOption[] | null {
  const workspace = useWorkspace();
  const { data: user } = useCurrentUser();
  const me = user?.id ?? '';
  if (workspace.loading || (workspace.id !== null && !me)) return null;
  return SIGNATURE_MEANINGS.map((meaning) => ({
    meaning,
    refusal: report.signatures.some((s) => s.signerId === me && s.meaning === meaning)
      ? `You have already signed this report as "${meaning}".`
      : signingRefusal({
          role: workspace.id === null ? null : workspace.role,
          signerId: me,
          authorIds: report.authorIds,
          meaning,
        }),
  }));
}

const signSchema = z.object({
  password: z.string().check(z.minLength(1, REPORT_MESSAGES.passwordRequired)),
  meaning: z.enum(SIGNATURE_MEANINGS, { error: REPORT_MESSAGES.meaningRequired }),
});
type SignValues = z.input<typeof signSchema>;
type SignOutput = z.output<typeof signSchema>;

/**
 * The electronic signature (21 CFR 11.50, 11.200): the signer enters their password again and says what the
 * signature means. Each meaning says what it does; one the signer may not use is shown disabled with the reason.
 * A wrong password is refused (403) without signing and without signing the user out; any other refusal (the
 * API's 403 on separation of duties, the 423 of signing locked after repeated wrong passwords) is shown as the
 * API words it. Before a person's first signature they tick the e-signature statement (21 CFR 11.100(c)), which
 * is accepted on their profile just before signing; once accepted it is never asked again.
 */
function SignDialog({
  report,
  options,
  onClose,
  onReload,
}: {
  report: Report;
  options: SigningOption[];
  onClose: () => void;
  onReload: () => void;
}) {
  const approve = useReportApprove(report.id);
  const statement = useSignatureStatement();
  const { user } = statement;
  const ids = useId();
  const name = signerName(user);
  const usable = options.filter((o) => o.refusal === null);
  const form = useForm<SignValues, unknown, SignOutput>({
    resolver: zodResolver(signSchema),
    // A single meaning left (an author in an organisation: Authored) is chosen for them.
    defaultValues: { password: '', ...(usable.length === 1 ? { meaning: usable[0]!.meaning } : {}) },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async ({ password, meaning }) => {
    setFailure(null);
    if (!statement.check()) return;
    try {
      await statement.accept();
      await approve.mutateAsync({ version: report.version, password, meaning });
      toast({
        title: meaning === APPROVING_MEANING ? 'Report approved' : 'Report signed',
        description: `${meaning} by ${name}`,
      });
      onClose();
    } catch (error) {
      if (statement.handled(error)) return;
      const refusal = refusalOf(error);
      if (refusal?.code === SIGNING_CODES.locked) {
        // Locked: the right password is refused too until the time the message names.
        form.resetField('password');
        setFailure(error);
      } else if (refusal?.status === 403 && refusal.code === SIGNATURE_REJECTED) {
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
      description={`${report.title}: choose what your signature means. Only "${APPROVING_MEANING}" approves the report and locks it; the other meanings are recorded with it.`}
    >
      <form
        onSubmit={(event) => {
          statement.check();
          void submit(event);
        }}
        noValidate
        className="grid gap-4"
      >
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
          {options.map(({ meaning, refusal }) => {
            const reasonId = `${ids}-${meaning}-reason`;
            return (
              <div
                key={meaning}
                className={cn(
                  'grid gap-1.5 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary',
                  refusal && 'bg-muted',
                )}
              >
                <label className={cn('flex items-start gap-2', refusal ? 'cursor-not-allowed' : 'cursor-pointer')}>
                  <input
                    type="radio"
                    value={meaning}
                    disabled={refusal !== null}
                    className="mt-0.5 size-4 accent-primary"
                    aria-invalid={meaningError ? true : undefined}
                    aria-describedby={refusal ? reasonId : undefined}
                    {...form.register('meaning')}
                  />
                  <span>
                    <span className="font-semibold">{meaning}</span>
                    <span className="block text-muted-foreground">{MEANING_TEXT[meaning].says}</span>
                    <span className="block font-medium">{MEANING_TEXT[meaning].effect}</span>
                  </span>
                </label>
                {refusal && (
                  <p id={reasonId} className="pl-6 text-muted-foreground">
                    Not available: {refusal}
                  </p>
                )}
              </div>
            );
          })}
          {meaningError && (
            <p id="sign-meaning-error" className="text-sm text-destructive">
              {meaningError}
            </p>
          )}
        </fieldset>
        {statement.field}
        <SigningPassword error={errors.password?.message} registration={form.register('password')} />
        <SigningActions submitting={isSubmitting} onCancel={onClose}>
          <FileSignature className="size-4" aria-hidden="true" /> Sign Report
        </SigningActions>
      </form>
    </Dialog>
  );
}

/**
 * One signature's manifestation (21 CFR 11.50): printed name, e-mail, UTC date and time, meaning, content hash.
 * The API recomputes the hash on every read: one that no longer matches the report is shown as invalid, never as
 * a good signature.
 */
function SignatureCard({ signature }: { signature: VerifiedSignature }) {
  const approving = signature.meaning === APPROVING_MEANING && signature.valid;
  return (
    <Card
      className={cn('grid gap-3 p-4 sm:p-5', approving && 'border-success-border bg-success-surface')}
      aria-label={`${signature.meaning} by ${signature.printedName}`}
      role="article"
    >
      <p className={cn('inline-flex items-center gap-2 font-semibold', approving && 'text-success')}>
        {approving ? (
          <BadgeCheck className="size-5" aria-hidden="true" />
        ) : (
          <PenLine className="size-5" aria-hidden="true" />
        )}
        Signed: {signature.meaning}
      </p>
      {!signature.valid && (
        <p className="inline-flex items-center gap-2 rounded-md border border-destructive/40 bg-[#fef2f2] px-3 py-2 text-sm font-semibold text-destructive">
          <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
          {REPORT_MESSAGES.signatureInvalid}
        </p>
      )}
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
    </Card>
  );
}

/** What a completed report offers the signed-in user: the Sign button, and why approving is not theirs to do. */
function SignPrompt({ report, onSign }: { report: Report; onSign: (options: SigningOption[]) => void }) {
  const options = useSigningOptions(report);
  const { can } = useWorkspace();
  if (options === null) return null;
  // A viewer signs nothing (the page says 'View only' at the top).
  if (!can('write'))
    return <p className="text-sm text-muted-foreground">This report is complete and awaits signing.</p>;
  const usable = options.filter((o) => o.refusal === null);
  const approval = options.find((o) => o.meaning === APPROVING_MEANING)!;
  return (
    <div className="grid gap-3">
      {usable.length > 0 ? (
        <p className="text-sm">
          This report is complete and ready to sign. Signing asks for your password again.{' '}
          {approval.refusal === null
            ? `Only a signature meaning "${APPROVING_MEANING}" approves the report and locks it.`
            : `Your signature is recorded with the report and does not change its status.`}
        </p>
      ) : (
        <p className="text-sm">This report is complete. You have signed it with every meaning open to you.</p>
      )}
      {approval.refusal !== null && (
        <FormAlert tone="info" id="approval-refused">
          {approval.refusal}
        </FormAlert>
      )}
      {usable.length > 0 && (
        <Button
          className="w-fit"
          onClick={() => onSign(options)}
          aria-describedby={approval.refusal !== null ? 'approval-refused' : undefined}
        >
          <FileSignature className="size-4" aria-hidden="true" /> Sign Report
        </Button>
      )}
    </div>
  );
}

/**
 * The signature block: every signature's manifestation, oldest first (printed name, e-mail, UTC time, meaning,
 * the hash of the content signed); for a completed report the Sign button with the meanings the user may sign
 * with, otherwise when signing becomes possible. Only an "Approved" signature approves and locks the report.
 */
export function SignatureSection({ report, onReload }: { report: Report; onReload: () => void }) {
  const [signing, setSigning] = useState<SigningOption[] | null>(null);
  const { signatures } = report;
  return (
    <section aria-labelledby="signature-heading" className="grid gap-4">
      <h2 id="signature-heading" className="text-xl font-semibold tracking-tight">
        Electronic Signature
      </h2>
      {signatures.length > 0 && (
        <ol aria-label="Signatures" className="grid gap-3">
          {signatures.map((signature) => (
            <li key={`${signature.signerId}-${signature.meaning}-${signature.signedAt}`}>
              <SignatureCard signature={signature} />
            </li>
          ))}
        </ol>
      )}
      {report.status === 'approved' ? (
        <p className="text-sm text-muted-foreground">The report is approved and can no longer change.</p>
      ) : report.status === 'completed' && signatures.some((s) => !s.valid) ? (
        <p className="text-sm text-muted-foreground">A report whose signatures no longer match it cannot be signed.</p>
      ) : report.status === 'completed' ? (
        <SignPrompt report={report} onSign={setSigning} />
      ) : (
        <p className="text-sm text-muted-foreground">A report can be signed once it is completed.</p>
      )}
      {signing && <SignDialog report={report} options={signing} onClose={() => setSigning(null)} onReload={onReload} />}
    </section>
  );
}
