import { FINDING_SEVERITY_LABELS } from '@cq/shared/findings/rules';
import { isResponseEditable, RESPONSE_STATUS_LABELS, type AuditeeFinding } from '@cq/shared/responses/schemas';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { ResponseDetails } from '@/features/responses';
import { ResponseFiles } from './ResponseFiles';
import { ResponseForm } from './ResponseForm';

/** One finding sent to the auditee: what it says, the auditor's comments when returned, and their answer. */
export function PortalFinding({ token, bearer, finding }: { token: string; bearer: string; finding: AuditeeFinding }) {
  const response = finding.response;
  const editable = !response || isResponseEditable(response.status);
  return (
    <li>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-lg font-semibold break-words">{finding.title}</h2>
            <div className="flex flex-wrap gap-1.5">
              <span className="rounded-full border border-input px-2.5 py-0.5 text-xs font-semibold">
                {FINDING_SEVERITY_LABELS[finding.severity]}
              </span>
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">
                {response ? RESPONSE_STATUS_LABELS[response.status] : 'Not answered'}
              </span>
            </div>
          </div>
          {finding.description && <p className="text-sm whitespace-pre-line">{finding.description}</p>}
          <dl className="grid gap-1 text-sm">
            {finding.requirement && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-muted-foreground">Requirement</dt>
                <dd>{finding.requirement}</dd>
              </div>
            )}
            {finding.dueDate && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-muted-foreground">Finding due</dt>
                <dd>{formatDate(finding.dueDate)}</dd>
              </div>
            )}
            {finding.evidence.length > 0 && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-muted-foreground">Auditor's evidence</dt>
                <dd className="break-words">{finding.evidence.join(', ')}</dd>
              </div>
            )}
          </dl>
        </div>
        {response?.status === 'returned' && response.comments && (
          <div className="rounded-md bg-warning-surface p-3 text-sm text-warning-foreground">
            <p className="font-medium">The auditor returned your response with comments:</p>
            <p className="mt-1 whitespace-pre-line">{response.comments}</p>
          </div>
        )}
        {editable ? (
          <ResponseForm
            // Keyed by version: a saved draft starts the form again from what the server kept.
            key={response?.version ?? 0}
            token={token}
            bearer={bearer}
            findingId={finding.id}
            findingTitle={finding.title}
            response={response}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {response.status === 'accepted'
                ? 'The auditor accepted your response.'
                : 'Submitted: the auditor reviews it. You can change it if they return it.'}
            </p>
            <ResponseDetails response={response} />
          </>
        )}
        {response ? (
          <ResponseFiles
            token={token}
            bearer={bearer}
            findingId={finding.id}
            findingTitle={finding.title}
            canAdd={editable}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Save a draft to attach evidence files (photos, documents).</p>
        )}
      </Card>
    </li>
  );
}
