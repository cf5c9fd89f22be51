import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ORG_ROLE_DESCRIPTIONS, ORG_ROLE_LABELS, ORG_ROLES } from '@cq/shared/orgs/roles';
import { ORG_NAME_MAX, orgUpdateSchema, type Org } from '@cq/shared/orgs/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/session';
import { api } from '@/lib/api/client';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { setWorkspaceId } from '@/lib/workspace';
import { orgQuery, refreshOrgs } from './api';
import { InvitationsSection } from './InvitationsSection';
import { LeaveOrgSection } from './LeaveOrgSection';
import { MembersSection } from './MembersSection';
import { NewOrgDialog } from './NewOrgDialog';
import { planLine } from './orgDisplay';
import { OrgTrailSection } from './OrgTrailSection';
import { TrainingRecordsSection } from './TrainingRecordsSection';
import { membershipsQuery, useWorkspace } from './useWorkspace';

type NameValues = { name: string };

/** The organisation's name; an owner or admin renames it here. */
function RenameForm({ org }: { org: Org }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NameValues>({ resolver: zodResolver(orgUpdateSchema), defaultValues: { name: org.name } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const renamed = await api('PATCH /api/orgs/{id}', { params: { id: org.id }, body });
      form.reset({ name: renamed.name });
      toast({ title: 'Organisation renamed', description: `It is now called ${renamed.name}.` });
      await refreshOrgs(queryClient);
    } catch (error) {
      const { message, fields } = submitError(error, { serverText: true });
      showFieldErrors(form.setError, ['name'], fields);
      setFailure(message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField
        label="Organisation name"
        autoComplete="organization"
        limit={{ value: form.watch('name'), max: ORG_NAME_MAX }}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" variant="outline" className="w-fit" loading={isSubmitting} disabled={!isDirty}>
        {isSubmitting ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}

function RolesExplained() {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[7rem_1fr]">
      {ORG_ROLES.map((role) => (
        <div key={role} className="contents">
          <dt className="font-medium">{ORG_ROLE_LABELS[role]}</dt>
          <dd className="text-muted-foreground">{ORG_ROLE_DESCRIPTIONS[role]}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrgSettings({ orgId }: { orgId: string }) {
  const org = useQuery(orgQuery(orgId));
  const { data: me } = useCurrentUser();
  if (org.isPending) return <PageSpinner label="Loading the organisation…" />;
  if (org.isError) return <FormAlert>The organisation could not be loaded. Please reload the page.</FormAlert>;
  const { data } = org;
  const manage = data.role === 'owner' || data.role === 'admin';
  // The organisation uses its creator's plan (`ownerId`), whoever else has since become an owner.
  const holdsPlan = me !== undefined && me !== null && me.id === data.ownerId;
  return (
    <>
      <div>
        <p className="text-sm font-medium text-muted-foreground">Organisation settings</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{data.name}</h1>
        <p className="mt-1 text-muted-foreground">
          Your role: {ORG_ROLE_LABELS[data.role]}. {ORG_ROLE_DESCRIPTIONS[data.role]}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Building2 className="size-5 text-primary" aria-hidden="true" /> Organisation
          </CardTitle>
          <CardDescription>{planLine(data, holdsPlan)}.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {holdsPlan && data.plan === 'free' && (
            <Button asChild variant="outline" className="w-fit">
              <Link to="/subscribe">Upgrade to Pro</Link>
            </Button>
          )}
          {manage ? (
            <RenameForm org={data} />
          ) : (
            <p className="text-sm text-muted-foreground">
              Only owners and admins rename the organisation and manage its members.
            </p>
          )}
        </CardContent>
      </Card>
      <MembersSection orgId={data.id} orgName={data.name} myRole={data.role} myId={me?.id} manage={manage} />
      {manage && <InvitationsSection org={data} myRole={data.role} />}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Users className="size-5 text-primary" aria-hidden="true" /> Roles
          </CardTitle>
          <CardDescription>Each member has one role; the API enforces it on every request.</CardDescription>
        </CardHeader>
        <CardContent>
          <RolesExplained />
        </CardContent>
      </Card>
      {manage && <TrainingRecordsSection orgId={data.id} />}
      {manage && <OrgTrailSection orgId={data.id} myId={me?.id} />}
      <LeaveOrgSection orgId={data.id} orgName={data.name} />
    </>
  );
}

/** In the personal workspace: what this page is for, a way to create an organisation or open one's settings. */
function PersonalWorkspace() {
  const [creating, setCreating] = useState(false);
  const memberships = useQuery(membershipsQuery());
  const orgs = memberships.data ?? [];
  return (
    <>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Organisation settings</h1>
        <p className="mt-1 text-muted-foreground">
          These settings apply to organisations. You are in your personal workspace, which only you use.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Building2 className="size-5 text-primary" aria-hidden="true" /> Work as a team
          </CardTitle>
          <CardDescription>
            An organisation is a shared workspace: its audits, reports and CAPA belong to it, and each member has a
            role. Reports are approved by a reviewer other than their author.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Button className="w-fit" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" /> New organisation
          </Button>
          {orgs.length > 0 && (
            <div className="grid gap-2">
              <h2 className="text-base font-semibold">Your organisations</h2>
              <ul className="grid gap-2">
                {orgs.map((org) => (
                  <li
                    key={org.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
                  >
                    <span>
                      <span className="font-medium">{org.name}</span>{' '}
                      <span className="text-sm text-muted-foreground">({ORG_ROLE_LABELS[org.role]})</span>
                    </span>
                    <Button size="sm" variant="outline" onClick={() => setWorkspaceId(org.id)}>
                      Open settings<span className="sr-only"> of {org.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>
      <NewOrgDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

/** /org/settings: the chosen organisation's name, plan, members, invitations and membership trail. */
export function OrgSettingsPage() {
  usePageTitle('Organisation Settings');
  const workspace = useWorkspace();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:py-10">
      {workspace.id === null ? (
        <PersonalWorkspace />
      ) : workspace.loading ? (
        <PageSpinner label="Loading the organisation…" />
      ) : (
        <OrgSettings orgId={workspace.id} />
      )}
    </div>
  );
}

export default OrgSettingsPage;
