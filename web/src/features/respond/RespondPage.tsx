import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isResponseEditable } from '@cq/shared/responses/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { submitError } from '@/lib/api/submitError';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { isSessionRefused, storedSession, storeSession, usePortal, useSubmitAll } from './api';
import { CodeStep } from './CodeStep';
import { PortalFinding } from './PortalFinding';
import { ReportDownload } from './ReportDownload';

function Findings({ token, bearer, onSessionEnded }: { token: string; bearer: string; onSessionEnded: () => void }) {
  const portal = usePortal(token, bearer);
  const submit = useSubmitAll(token, bearer);
  const refused = isSessionRefused(portal.error) || isSessionRefused(submit.error);
  useEffect(() => {
    if (refused) onSessionEnded();
  }, [refused, onSessionEnded]);
  if (portal.isPending || refused) return <PageSpinner label="Loading the findings…" />;
  if (portal.isError) {
    return <FormAlert>{submitError(portal.error, { serverText: true }).message}</FormAlert>;
  }
  const { data } = portal;
  const pending = data.findings.filter((f) => f.response && isResponseEditable(f.response.status)).length;
  const send = async () => {
    try {
      const { submitted } = await submit.mutateAsync();
      toast({
        title: 'Responses submitted',
        description: `${submitted} ${submitted === 1 ? 'response was' : 'responses were'} sent to the auditor.`,
      });
    } catch {
      // Shown below, or back to the code step when the session ended (the effect above).
    }
  };
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{data.auditTitle}</h1>
        <p>
          Hello {data.recipientName}: please answer {data.findings.length === 1 ? 'this finding' : 'these findings'} by{' '}
          {formatDate(data.dueDate)}.
        </p>
        {data.message && <p className="rounded-md bg-muted p-3 text-sm whitespace-pre-line">{data.message}</p>}
        {data.reportShared && <ReportDownload token={token} bearer={bearer} />}
      </div>
      <ul className="grid gap-4" aria-label="Findings to answer">
        {data.findings.map((f) => (
          <PortalFinding key={f.id} token={token} bearer={bearer} finding={f} />
        ))}
      </ul>
      <div className="grid gap-2 rounded-[var(--radius-card)] border border-border bg-background p-4">
        <p className="text-sm">
          {pending === 0
            ? 'Save a draft for a finding, then submit it here.'
            : `${pending} saved ${pending === 1 ? 'response is' : 'responses are'} ready to send. The auditor sees them only once submitted.`}
        </p>
        {submit.isError && !isSessionRefused(submit.error) && (
          <FormAlert>{submitError(submit.error, { serverText: true }).message}</FormAlert>
        )}
        <Button
          className="w-full sm:w-fit"
          disabled={pending === 0}
          loading={submit.isPending}
          onClick={() => void send()}
        >
          {submit.isPending ? 'Submitting…' : 'Submit responses'}
        </Button>
      </div>
    </div>
  );
}

/**
 * /respond/{token}: the auditee portal. The link's recipient confirms the e-mail with a code, then answers the
 * findings sent to them; no account, nothing else of the workspace is reachable.
 */
export function RespondPage() {
  const { token = '' } = useParams();
  const [bearer, setBearer] = useState<string | null>(() => storedSession(token));
  usePageTitle('Respond to audit findings');
  const end = useCallback(() => {
    storeSession(token, null);
    setBearer(null);
  }, [token]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      {bearer ? (
        <Findings token={token} bearer={bearer} onSessionEnded={end} />
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit findings for your response</h1>
          <CodeStep
            token={token}
            onVerified={(session) => {
              storeSession(token, session);
              setBearer(session.token);
            }}
          />
        </>
      )}
    </div>
  );
}

export default RespondPage;
