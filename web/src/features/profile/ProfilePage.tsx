import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { profileNamesSchema } from '@cq/shared/progress/schemas';
import type { UserProfile } from '@cq/shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { CURRENT_USER_KEY, useCurrentUser } from '@/features/session';
import { BadgeList, ProgressCard } from '@/features/workspace';
import { api, apiQuery } from '@/lib/api/client';
import { HttpError } from '@/lib/api/request';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';

const namesSchema = profileNamesSchema;
type NamesValues = z.input<typeof namesSchema>;

const STALE_PROFILE = 'Your profile was changed elsewhere since this page loaded. Reload to see it, then try again.';

function NamesForm({ user }: { user: UserProfile }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: NamesValues) => api('PATCH /api/auth/user', { body: { version: user.version, ...values } }),
    onSuccess: (profile) => client.setQueryData(CURRENT_USER_KEY, profile),
  });
  const form = useForm<NamesValues>({
    resolver: zodResolver(namesSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const stale = save.error instanceof HttpError && save.error.status === 409;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({ title: 'Profile updated' });
    } catch (error) {
      showFieldErrors(form.setError, ['firstName', 'lastName'], submitError(error).fields);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {save.isError &&
        (stale ? (
          <FormAlert className="grid gap-2">
            <span>{STALE_PROFILE}</span>
            <Button
              size="sm"
              variant="outline"
              className="w-fit bg-background"
              onClick={() => void client.refetchQueries({ queryKey: CURRENT_USER_KEY })}
            >
              <RefreshCw className="size-4" aria-hidden="true" /> Reload
            </Button>
          </FormAlert>
        ) : (
          <FormAlert>{submitError(save.error, { serverText: true }).message}</FormAlert>
        ))}
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
      {/* Read-only, and looks it: the muted surface of a value shown, not asked for. */}
      <FormField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        aria-readonly="true"
        className="cursor-default border-dashed bg-muted text-muted-foreground"
        hint="Your sign-in e-mail; it cannot be changed here."
      />
      <Button type="submit" className="w-fit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save Changes'}
      </Button>
    </form>
  );
}

function AllBadges() {
  const badges = useQuery(apiQuery('GET /api/badges'));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Badges</CardTitle>
        <CardDescription>Awarded for the work you do in the workspace.</CardDescription>
      </CardHeader>
      <CardContent>
        {badges.data ? (
          <BadgeList badges={badges.data} />
        ) : badges.isError ? (
          <FormAlert>Badges could not be loaded.</FormAlert>
        ) : (
          <div role="status">
            <span className="sr-only">Loading badges…</span>
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** /profile: names (version-checked), e-mail, XP, level, streak and badges. */
export function ProfilePage() {
  usePageTitle('Profile');
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <p className="mt-1 text-muted-foreground">Member since {formatDate(user.createdAt)}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">Your Details</CardTitle>
          </CardHeader>
          <CardContent>
            {/* Keyed by version: a reload after a conflict starts the form from the stored names. */}
            <NamesForm key={user.version} user={user} />
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <ProgressCard user={user} />
          <AllBadges />
        </div>
      </div>
    </div>
  );
}

export default ProfilePage;
