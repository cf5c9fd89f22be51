import type { ReactNode } from 'react';
import { CAUSE_CATEGORY_LABELS, type FindingResponse } from '@cq/shared/responses/schemas';
import { formatDate } from '@/lib/dates';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** What an auditee answered to a finding, the same for the auditor reviewing it and the auditee after sending. */
export function ResponseDetails({ response }: { response: FindingResponse }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <Item term="Agreement">
        {response.agreement === 'agree' ? 'Agrees with the finding' : 'Disputes the finding'}
      </Item>
      <Item term="Cause category">{CAUSE_CATEGORY_LABELS[response.causeCategory]}</Item>
      {response.agreement === 'dispute' && (
        <div className="sm:col-span-2">
          <Item term="Reason for dispute">{response.reason}</Item>
        </div>
      )}
      <div className="sm:col-span-2">
        <Item term="Root cause">{response.rootCause}</Item>
      </div>
      {response.whys.length > 0 && (
        <div className="sm:col-span-2">
          <Item term="5 Whys">
            <ol className="list-decimal pl-5">
              {response.whys.map((why, i) => (
                <li key={i}>{why}</li>
              ))}
            </ol>
          </Item>
        </div>
      )}
      <Item term="Corrective action">{response.correctiveAction}</Item>
      <Item term="Preventive action">{response.preventiveAction}</Item>
      <Item term="Owner">{response.owner}</Item>
      <Item term="Target date">{formatDate(response.targetDate)}</Item>
    </dl>
  );
}
