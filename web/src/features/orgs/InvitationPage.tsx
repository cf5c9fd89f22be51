import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ORG_ROLE_LABELS } from '@cq/shared/orgs/roles';
import { ORG_MESSAGES } from '@cq/shared/orgs/rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/session';
import { api } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { loadAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { GENERIC_SUBMIT_ERROR, NETWORK_SUBMIT_ERROR } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { usePageTitle } from '@/lib/usePageTitle';
import { setWorkspaceId } from '@/lib/workspace';
import { refreshOrgs } from './api';

/** Why the invitation could not be accepted, in the API's words, and whether signing in as someone else helps. */
interface Failure {
  message: string;
  status: number | null;
}

function failureOf(error: unknown): Failure {
  const refusal = refusalOf(error);
  if (!refusal) return { message: NETWORK_SUBMIT_ERROR, status: null };
  const fallback: Record<number, string> = {
    403: ORG_MESSAGES.invitationWrongEmail,
    404: ORG_MESSAGES.invitationNotFound,
    409: ORG_MESSAGES.alreadyMember,
    410: ORG_MESSAGES.invitationUsed,
  };
  return { message: refusal.message ?? fallback[refusal.status] ?? GENERIC_SUBMIT_ERROR, status: refusal.status };
}

const HEADINGS: Record<number, string> = {
  403: 'This invitation cannot be accepted here',
  404: 'This invitation link does not work',
  409: 'You are already a member',
  410: 'This invitation can no longer be used',
};

/** The invitation behind a link (whose organisation, which role, for which address, until when), read once. */
const previewQuery = (token: string) => ({
  queryKey: ['POST /api/invitations/preview', token] as const,
  queryFn: () => api('POST /api/invitations/preview', { body: { token } }),
  retry: false,
  staleTime: Infinity,
});

/**
 * /invitations/:token, the link in an invitation e-mail. Behind ProtectedRoute: a signed-out visitor signs in
 * (or signs up from there) and comes back here through `next`. Signed in, the invitation is previewed (a link that
 * does not work, or one sent to another address, says so before Accept), then accepted; the member then lands on
 * the organisation's dashboard with the organisation chosen.
 */
export function InvitationPage() {
  usePageTitle('Invitation');
  const { token = '' } = useParams();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pending = usePending();
  const busy = pending.busy;
  const [accepting, setAccepting] = useState<Failure | null>(null);
  const preview = useQuery(previewQuery(token));
  const invited = preview.data;
  // The invited address differs from this account's: accepting would be refused (403), so say so at once.
  const wrongAddress =
    invited !== undefined && user != null && invited.email.toLowerCase() !== user.email.toLowerCase();
  const failure: Failure | null =
    accepting ??
    (preview.isError
      ? failureOf(preview.error)
      : wrongAddress
        ? { message: ORG_MESSAGES.invitationWrongEmail, status: 403 }
        : null);
  const here = `/invitations/${encodeURIComponent(token)}`;

  /**
   * Signs this account out and opens sign-in, coming back here: from there the invited address signs in, or signs
   * up ("Create an account"), which a still signed-in session would get in the way of.
   */
  const switchAccount = async () => {
    await (await loadAuth()).signOut().catch(() => undefined);
    // Leave the signed-in screens first: cleared while still here, they would take the user for a stranger (and
    // a workspace switch here would remount this page mid-way).
    await navigate(`/sign-in?next=${encodeURIComponent(here)}`, { replace: true });
    queryClient.clear();
    setWorkspaceId(null);
  };

  const accept = async () => {
    setAccepting(null);
    try {
      const joined = await api('POST /api/invitations/accept', { body: { token } });
      await refreshOrgs(queryClient);
      setWorkspaceId(joined.orgId);
      // Replace: the link is used up, Back should not return to it.
      void navigate('/dashboard', { replace: true });
      toast({ title: `You joined ${joined.orgName} as ${ORG_ROLE_LABELS[joined.role]}` });
    } catch (error) {
      setAccepting(failureOf(error));
    }
  };

  if (failure && failure.status !== null && HEADINGS[failure.status]) {
    return (
      <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-16">
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold tracking-tight">{HEADINGS[failure.status]}</h1>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormAlert>{failure.message}</FormAlert>
            {failure.status === 404 && (
              <p className="text-sm text-muted-foreground">
                Open the link from the e-mail again, all of it, or ask the organisation for a new invitation.
              </p>
            )}
            {failure.status === 403 && user && (
              <p className="text-sm text-muted-foreground">
                You are signed in as {user.email}.{wrongAddress && <> The invitation was sent to {invited.email}.</>}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {failure.status === 403 && (
                <Button loading={busy} onClick={pending.guard(switchAccount)}>
                  Sign in with another account
                </Button>
              )}
              <Button asChild variant={failure.status === 403 ? 'outline' : 'default'}>
                <Link to="/dashboard">Go to your dashboard</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }

  if (preview.isPending) return <PageSpinner label="Loading the invitation…" />;

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold tracking-tight">
            <MailCheck className="size-6 shrink-0 text-primary" aria-hidden="true" /> Join an organisation
          </h1>
          <CardDescription>
            You were invited by e-mail to join an organisation’s shared workspace: once you accept, you work on its
            audits and reports with the role below.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {invited && (
            <p>
              <strong>{invited.orgName}</strong> invited <strong className="break-all">{invited.email}</strong> to join
              as {ORG_ROLE_LABELS[invited.role]}. The link expires on{' '}
              <time dateTime={invited.expiresAt}>{formatDate(invited.expiresAt)}</time>.
            </p>
          )}
          {user && (
            <p className="text-sm">
              You are signed in as <strong className="break-all">{user.email}</strong>. The invitation works only for
              the address it was sent to.
            </p>
          )}
          {failure && <FormAlert>{failure.message}</FormAlert>}
          <div className="flex flex-wrap gap-2">
            <Button loading={busy} onClick={pending.guard(accept)}>
              {busy ? 'Accepting…' : 'Accept invitation'}
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">Not now</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

export default InvitationPage;
