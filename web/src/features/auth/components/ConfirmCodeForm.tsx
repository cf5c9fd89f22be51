import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { authErrorMessage, loadAuth } from '@/lib/auth';
import { codeSchema, type CodeValues } from '../schemas';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';

/** The sign-up confirmation step: enter the e-mailed code, or ask for a new one. */
export function ConfirmCodeForm({ email, onConfirmed }: { email: string; onConfirmed: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    setNotice(null);
    try {
      await (await loadAuth()).confirmSignUp(email, code);
    } catch (e) {
      setError(authErrorMessage(e, 'confirmSignUp'));
      return;
    }
    try {
      await onConfirmed();
    } catch (e) {
      setError(authErrorMessage(e, 'signIn'));
    }
  });

  const resend = async () => {
    setError(null);
    setNotice(null);
    setResending(true);
    try {
      await (await loadAuth()).resendSignUpCode(email);
      setNotice(`We sent a new code to ${email}.`);
    } catch (e) {
      setError(authErrorMessage(e, 'resendCode'));
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      <FormField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Verifying...' : 'Verify and continue'}
      </Button>
      <Button variant="link" onClick={resend} loading={resending} className="justify-self-start px-0">
        Send a new code
      </Button>
    </form>
  );
}
