import { useState } from 'react';
import { RESPONSE_STATUS_LABELS, type FindingResponse, type ResponseRequestDetail } from '@cq/shared/responses/schemas';
import { Button } from '@/components/ui/button';
import { WriteErrorAlert } from '@/features/audits';
import { EvidenceList } from '@/features/evidence';
import { CanWrite } from '@/features/workspace';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { useResponseRequests, useReviewResponse } from './api';
import { ResponseDetails } from './ResponseDetails';
import { ReturnDialog } from './ReturnDialog';

function ResponseCard({
  request,
  response,
  onReload,
}: {
  request: ResponseRequestDetail;
  response: FindingResponse;
  onReload: () => void;
}) {
  const review = useReviewResponse();
  const pending = usePending();
  const [returning, setReturning] = useState(false);
  const accept = async () => {
    try {
      await review.mutateAsync({
        requestId: request.id,
        findingId: response.findingId,
        body: { version: response.version, decision: 'accept' },
      });
      toast({
        title: 'Response accepted',
        description: 'The CAPA now carries its root cause, actions, owner and date.',
      });
    } catch {
      // Shown below (WriteErrorAlert).
    }
  };
  return (
    <section
      aria-label={`Response from ${request.recipientName}`}
      className="grid gap-3 rounded-md border border-border bg-muted/40 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">Response from {request.recipientName}</h4>
        <span className="rounded-full border border-input px-2.5 py-0.5 text-xs font-semibold">
          {RESPONSE_STATUS_LABELS[response.status]}
        </span>
      </div>
      {response.submittedAt && (
        <p className="text-sm text-muted-foreground">Submitted {formatDate(response.submittedAt)}</p>
      )}
      <ResponseDetails response={response} />
      <EvidenceList
        target={{ kind: 'response', requestId: request.id, findingId: response.findingId }}
        label={`the response from ${request.recipientName}`}
        canAdd={false}
        canRemove={false}
      />
      {response.status === 'returned' && response.comments && (
        <p className="text-sm whitespace-pre-line">
          <span className="font-medium">Your comments: </span>
          {response.comments}
        </p>
      )}
      {review.isError && <WriteErrorAlert error={review.error} onReload={onReload} />}
      {response.status === 'submitted' && request.status !== 'revoked' && (
        <CanWrite>
          <div role="group" aria-label={`Review the response from ${request.recipientName}`} className="flex gap-2">
            <Button size="sm" loading={pending.busy} onClick={pending.guard(accept)}>
              Accept
            </Button>
            <Button size="sm" variant="outline" disabled={pending.busy} onClick={() => setReturning(true)}>
              Return with comments
            </Button>
          </div>
        </CanWrite>
      )}
      {returning && (
        <ReturnDialog
          response={response}
          recipientName={request.recipientName}
          onClose={() => setReturning(false)}
          onReload={onReload}
        />
      )}
    </section>
  );
}

/** The auditee's answers to one finding (drafts stay theirs until sent), each to accept or return when submitted. */
export function FindingResponses({
  auditId,
  findingId,
  onReload,
}: {
  auditId: string;
  findingId: string;
  onReload: () => void;
}) {
  const { data } = useResponseRequests(auditId);
  const answers = (data ?? []).flatMap((request) =>
    request.responses
      .filter((r) => r.findingId === findingId && r.status !== 'draft')
      .map((response) => ({ request, response })),
  );
  if (answers.length === 0) return null;
  return (
    <div className="grid gap-2">
      {answers.map(({ request, response }) => (
        <ResponseCard key={request.id} request={request} response={response} onReload={onReload} />
      ))}
    </div>
  );
}
