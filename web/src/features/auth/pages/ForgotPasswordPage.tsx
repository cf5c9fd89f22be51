import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { authErrorMessage, loadAuth } from '@/lib/auth';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { withNext } from '../safeNext';
import { emailSchema, PASSWORD_HINT, resetSchema, type EmailValues, type ResetValues } from '../schemas';
import { useFinishSignIn } from '../useFinishSignIn';

export function ForgotPasswordPage() {
  const { next } = useFinishSignIn();
  const [email, setEmail] = useState<string | null>(null);
  const backToSignIn = (
    <Link className="font-medium text-accent underline" to={withNext('/sign-in', next)}>
      Back to sign in
    </Link>
  );

  return email ? (
    <AuthCard
      title="Choose a new password"
      description={`If an account exists for ${email}, we sent it a verification code. Enter it with your new password.`}
      footer={backToSignIn}
    >
      <ResetForm email={email} onRestart={() => setEmail(null)} />
    </AuthCard>
  ) : (
    <AuthCard
      title="Reset your password"
      description="Enter your email and we'll send you a code to reset your password."
      footer={backToSignIn}
    >
      <RequestCodeForm onSent={setEmail} />
    </AuthCard>
  );
}

function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await (await loadAuth()).resetPassword(email);
      onSent(email);
    } catch (e) {
      // Same screen whether or not the account exists, so the form cannot be used to find accounts.
      if ((e as { name?: string }).name === 'UserNotFoundException') return onSent(email);
      setError(authErrorMessage(e, 'resetPassword'));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? 'Sending code...' : 'Send reset code'}
      </Button>
    </form>
  );
}

function ResetForm({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { signInAndFinish } = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetValues>({ resolver: zodResolver(resetSchema), defaultValues: { code: '', password: '' } });
  const submit = form.handleSubmit(async ({ code, password }) => {
    setError(null);
    try {
      await (await loadAuth()).confirmResetPassword(email, code, password);
    } catch (e) {
      setError(authErrorMessage(e, 'confirmResetPassword'));
      return;
    }
    try {
      await signInAndFinish(email, password);
    } catch (e) {
      setError(`Your password was changed, but signing in failed: ${authErrorMessage(e, 'signIn')}`);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? 'Resetting password...' : 'Reset password'}
      </Button>
      <Button variant="link" onClick={onRestart} className="justify-self-start px-0">
        Use a different email
      </Button>
    </form>
  );
}

export default ForgotPasswordPage;
