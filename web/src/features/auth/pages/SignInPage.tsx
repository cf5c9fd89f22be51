import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { authErrorMessage, loadAuth } from '@/lib/auth';
import { AuthCard } from '../components/AuthCard';
import { ConfirmCodeForm } from '../components/ConfirmCodeForm';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { setWorkspaceId } from '@/lib/workspace';
import { withNext } from '../safeNext';
import { signInSchema, type SignInValues } from '../schemas';
import { useFinishSignIn } from '../useFinishSignIn';

export function SignInPage() {
  const { finish, signInAndFinish, next } = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  // Set when the account exists but was never confirmed: we keep the password in memory to finish sign-in.
  const [unconfirmed, setUnconfirmed] = useState<SignInValues | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const auth = await loadAuth();
      let result;
      try {
        result = await auth.signIn(values.email, values.password);
      } catch (e) {
        // A stale session from another account: end it and sign in as the person at the keyboard.
        if ((e as { name?: string }).name !== 'UserAlreadyAuthenticatedException') throw e;
        await auth.signOut();
        setWorkspaceId(null);
        result = await auth.signIn(values.email, values.password);
      }
      if (result.isSignedIn) return finish();
      const step = result.nextStep.signInStep;
      if (step === 'CONFIRM_SIGN_UP') {
        await auth.resendSignUpCode(values.email).catch(() => undefined);
        setUnconfirmed(values);
        return;
      }
      if (step === 'RESET_PASSWORD') {
        setError('You need to set a new password before signing in. Use "Forgot your password?" below.');
        return;
      }
      setError('This account needs a sign-in step this site does not support yet. Please contact us.');
    } catch (e) {
      setError(authErrorMessage(e, 'signIn'));
    }
  });

  if (unconfirmed) {
    return (
      <AuthCard
        title="Confirm your email"
        description={`Your account is not confirmed yet. We sent a verification code to ${unconfirmed.email}.`}
      >
        <ConfirmCodeForm
          email={unconfirmed.email}
          onConfirmed={() => signInAndFinish(unconfirmed.email, unconfirmed.password)}
        />
      </AuthCard>
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard
      title="Sign In"
      description="Sign in to your audit workspace."
      footer={
        <p>
          New here?{' '}
          <Link className="font-medium text-accent underline" to={withNext('/sign-up', next)}>
            Create an account
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
        <Link className="text-sm font-medium text-accent underline" to={withNext('/forgot-password', next)}>
          Forgot your password?
        </Link>
      </form>
    </AuthCard>
  );
}

export default SignInPage;
