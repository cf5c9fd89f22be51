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
import { withNext } from '../safeNext';
import { PASSWORD_HINT, signUpSchema, type SignUpValues } from '../schemas';
import { useFinishSignIn } from '../useFinishSignIn';

export function SignUpPage() {
  const { signInAndFinish, next } = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  // Kept in memory only, to sign in automatically once the code is confirmed.
  const [pending, setPending] = useState<SignUpValues | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await (await loadAuth()).signUp(values);
      if (result.nextStep.signUpStep !== 'DONE') return setPending(values);
    } catch (e) {
      return setError(authErrorMessage(e, 'signUp'));
    }
    // Confirmed at once (no code needed): sign in with the password just chosen.
    try {
      await signInAndFinish(values.email, values.password);
    } catch (e) {
      setError(authErrorMessage(e, 'signIn'));
    }
  });

  if (pending) {
    return (
      <AuthCard
        title="Check your email"
        description={`We sent a verification code to ${pending.email}. Enter it below.`}
      >
        <ConfirmCodeForm email={pending.email} onConfirmed={() => signInAndFinish(pending.email, pending.password)} />
      </AuthCard>
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard
      title="Create your account"
      description="Start running audits in your workspace."
      footer={
        <p>
          Already have an account?{' '}
          <Link className="font-medium text-accent underline" to={withNext('/sign-in', next)}>
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <FormField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
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
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default SignUpPage;
