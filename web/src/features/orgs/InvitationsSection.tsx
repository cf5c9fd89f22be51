import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { assignableRoles, ORG_ROLE_DESCRIPTIONS, ORG_ROLE_LABELS, type OrgRole } from '@cq/shared/orgs/roles';
import { INVITATION_DAYS, memberCapMessage } from '@cq/shared/orgs/rules';
import { invitationCreateSchema, type Invitation, type Org } from '@cq/shared/orgs/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api/client';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { formatDate, relativeDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { invitationsQuery, refreshOrgs } from './api';
import { roleOptions } from './orgDisplay';

type InviteValues = { email: string; role: OrgRole };

/**
 * The invite form (owner/admin): an e-mail and a role among those the inviter may hand out. The API's refusals
 * (the member cap, an existing member, a pending invitation) are shown in the form, in its words.
 */
function InviteForm({ org, myRole, full }: { org: Org; myRole: OrgRole; full: boolean }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: { email: '', role: 'auditor' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const invitation = await api('POST /api/orgs/{id}/invitations', { params: { id: org.id }, body });
      form.reset({ email: '', role: body.role });
      toast({
        title: 'Invitation sent',
        description: `${invitation.email} can join as ${ORG_ROLE_LABELS[invitation.role]} until ${formatDate(invitation.expiresAt)}.`,
      });
      await refreshOrgs(queryClient);
    } catch (error) {
      const { message, fields } = submitError(error, { serverText: true });
      showFieldErrors(form.setError, ['email', 'role'], fields);
      setFailure(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Invite a member">
      {full && <FormAlert tone="info">{memberCapMessage(org.memberCap)}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field label="Role" error={errors.role?.message} hint={ORG_ROLE_DESCRIPTIONS[role]}>
          {(control) => (
            <NativeSelect {...control} options={roleOptions(assignableRoles(myRole))} {...form.register('role')} />
          )}
        </Field>
      </div>
      <Button type="submit" className="w-fit" loading={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}

/** 'today', '3 days ago', or 'on Nov 03, 2026'. */
const sentWhen = (at: string): string => {
  const when = relativeDate(at);
  return /\d{4}$/.test(when) ? `on ${when}` : when.toLowerCase();
};

function PendingInvitation({ orgId, invitation }: { orgId: string; invitation: Invitation }) {
  const queryClient = useQueryClient();
  const pending = usePending();
  const revoke = async () => {
    try {
      await api('DELETE /api/orgs/{id}/invitations/{invitationId}', {
        params: { id: orgId, invitationId: invitation.id },
      });
      toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
      await refreshOrgs(queryClient);
    } catch (error) {
      toast({ title: 'Error', description: submitError(error, { serverText: true }).message, variant: 'destructive' });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{invitation.email}</span>
          <Badge variant="secondary">{ORG_ROLE_LABELS[invitation.role]}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          Sent {sentWhen(invitation.createdAt)}, expires{' '}
          <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        loading={pending.busy}
        aria-label={`Revoke the invitation of ${invitation.email}`}
        onClick={pending.guard(revoke)}
      >
        Revoke
      </Button>
    </li>
  );
}

/** Invite a member and the pending invitations (owner/admin only: the API lists them to managers only). */
export function InvitationsSection({ org, myRole }: { org: Org; myRole: OrgRole }) {
  const invitations = useQuery(invitationsQuery(org.id));
  const pending = invitations.data ?? [];
  // Pending invitations hold a place: the API counts members plus pending invitations against the cap.
  const full = invitations.isSuccess && org.memberCount + pending.length >= org.memberCap;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Mail className="size-5 text-primary" aria-hidden="true" /> Invitations
        </CardTitle>
        <CardDescription>
          The invitee gets an e-mail with a link that works once, for {INVITATION_DAYS} days, when they are signed in
          with that address. Pending invitations count towards the member limit.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <InviteForm org={org} myRole={myRole} full={full} />
        <section aria-labelledby="org-pending" className="grid gap-3">
          <h3 id="org-pending" className="text-base font-semibold">
            Pending invitations
          </h3>
          {invitations.isPending ? (
            <div role="status">
              <span className="sr-only">Loading the invitations…</span>
              <Skeleton className="h-14 w-full" />
            </div>
          ) : invitations.isError ? (
            <FormAlert>The invitations could not be loaded.</FormAlert>
          ) : pending.length === 0 ? (
            <p className="text-sm text-muted-foreground">No pending invitations.</p>
          ) : (
            <ul className="grid gap-2">
              {pending.map((invitation) => (
                <PendingInvitation key={invitation.id} orgId={org.id} invitation={invitation} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
