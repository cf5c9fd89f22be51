import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { respondVerifySchema } from '@cq/shared/responses/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { refusalOf } from '@/lib/api/refusal';
import { submitError } from '@/lib/api/submitError';
import { usePending } from '@/lib/usePending';
import { sendCode, verifyCode } from './api';

/** A link that can no longer be used: unknown (404), revoked or expired (410), locked by wrong codes (423). */
const isDeadLink = (error: unknown) => [404, 410, 423].includes(refusalOf(error)?.status ?? 0);

/**
 * Before anything is shown, the recipient proves the e-mail is theirs: a 6-digit code sent to it, typed here.
 * A dead link says why and offers nothing more.
 */
export function CodeStep({
  token,
  onVerified,
}: {
  token: string;
  onVerified: (session: { token: string; expiresAt: string }) => void;
}) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ message: string; dead: boolean } | null>(null);
  const pending = usePending();
  const form = useForm<{ code: string }>({ resolver: zodResolver(respondVerifySchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const fail = (error: unknown) =>
    setFailure({ message: submitError(error, { serverText: true }).message, dead: isDeadLink(error) });

  const ask = async () => {
    setFailure(null);
    try {
      await sendCode(token);
      setSent(true);
      form.reset({ code: '' });
    } catch (error) {
      fail(error);
    }
  };

  const verify = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onVerified(await verifyCode(token, code));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400 && refusal.fields.code) form.setError('code', { message: refusal.fields.code });
      else fail(error);
    }
  });

  if (failure?.dead) return <FormAlert>{failure.message}</FormAlert>;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        To open the findings, confirm that this e-mail address is yours: we send a 6-digit code to it. No account is
        needed.
      </p>
      {failure && <FormAlert>{failure.message}</FormAlert>}
      {sent && (
        <form onSubmit={verify} noValidate className="grid gap-4">
          <p role="status" className="text-sm text-muted-foreground">
            A code is on its way. It works for 10 minutes.
          </p>
          <FormField
            label="Code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" className="w-full sm:w-fit" loading={isSubmitting}>
            {isSubmitting ? 'Checking…' : 'Confirm code'}
          </Button>
        </form>
      )}
      <Button
        variant={sent ? 'outline' : 'default'}
        className="w-full sm:w-fit"
        loading={pending.busy}
        onClick={pending.guard(ask)}
      >
        {sent ? 'Send a new code' : 'Send me the code'}
      </Button>
    </div>
  );
}
