import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from '@cq/shared/schemas/z';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { ExportDataButton } from '@/features/workspace';
import { PASSWORD_HINT, passwordSchema } from '@/lib/auth/passwordPolicy';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { usePageTitle } from '@/lib/usePageTitle';
import { setWorkspaceId } from '@/lib/workspace';
import { CalendarFeedCard } from '@/features/calendar';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';
import { TrailSection } from './TrailSection';
import { ManageBillingCard } from './ManageBilling';
import { changePasswordMessage, signOutEverywhereMessage } from './messages';

const loadAccount = () => import('@/lib/auth/account');

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Enter your current password')),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The passwords do not match',
    }),
    z.refine((v) => v.newPassword !== v.currentPassword, {
      path: ['newPassword'],
      message: 'Choose a password different from the current one',
    }),
  );
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordCard() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    setDone(false);
    try {
      await (await loadAccount()).changePassword(currentPassword, newPassword);
      form.reset(EMPTY);
      setDone(true);
      toast({ title: 'Password changed' });
    } catch (e) {
      setError(changePasswordMessage(e));
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> Change Password
        </CardTitle>
        <CardDescription>Use it next time you sign in, on any device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
          {error && <FormAlert>{error}</FormAlert>}
          {done && <FormAlert tone="info">Your password has been changed.</FormAlert>}
          <FormField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <FormField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-fit" loading={isSubmitting}>
            {isSubmitting ? 'Changing…' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SignOutEverywhereCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pending = usePending();
  const busy = pending.busy;
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      await (await loadAccount()).signOutEverywhere();
      // Leave the signed-in screens first: cleared while still here, they would take the user for a stranger.
      await navigate('/sign-in', { replace: true });
      queryClient.clear();
      setWorkspaceId(null);
      toast({ title: 'Signed out everywhere', description: 'Sign in again on each device you use.' });
    } catch (e) {
      setError(signOutEverywhereMessage(e));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <LogOut className="size-5 text-primary" aria-hidden="true" /> Sign Out Everywhere
        </CardTitle>
        <CardDescription>
          Ends your sessions on every device and browser, including this one. Use it if a device was lost or shared.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <Button variant="destructive" className="w-fit" loading={busy} onClick={pending.guard(run)}>
          {busy ? 'Signing out…' : 'Sign Out Everywhere'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** /settings: billing, change password and sign out everywhere (Cognito through the auth module), and your data. */
export function SettingsPage() {
  usePageTitle('Settings');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="mt-1 text-muted-foreground">Your billing, password, sessions, API keys, webhooks and data.</p>
      </div>
      <ManageBillingCard />
      <ChangePasswordCard />
      <CalendarFeedCard />
      <SignOutEverywhereCard />
      <ApiKeysSection />
      <WebhooksSection />
      <TrailSection />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your Data</CardTitle>
          <CardDescription>
            One JSON file with your profile, audits, findings and their audit trails, usage and badges.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ExportDataButton variant="outline" />
        </CardContent>
      </Card>
    </div>
  );
}

export default SettingsPage;
