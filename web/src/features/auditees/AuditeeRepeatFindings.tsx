import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { FindingSummary } from '@/features/audits';
import { apiQuery } from '@/lib/api/client';
import { AuditeeRepeatQuestions } from './AuditeeRepeatQuestions';

/**
 * On an auditee's page (issue 19, repeat findings): the findings raised again on a question (or category) it had
 * a finding on in an earlier audit, newest first, each linked to the earlier ones.
 */
export function AuditeeRepeatFindings({ auditeeId }: { auditeeId: string }) {
  const repeats = useQuery(apiQuery('GET /api/auditees/{id}/repeat-findings', { params: { id: auditeeId } }));
  return (
    <section aria-labelledby="auditee-repeats" className="grid content-start gap-3">
      <h2 id="auditee-repeats" className="text-xl font-semibold">
        Repeat findings
      </h2>
      <AuditeeRepeatQuestions auditeeId={auditeeId} />
      {repeats.isPending ? (
        <div role="status">
          <span className="sr-only">Loading repeat findings…</span>
          <Skeleton className="h-20 w-full" />
        </div>
      ) : repeats.isError ? (
        <FormAlert>Repeat findings could not be loaded.</FormAlert>
      ) : repeats.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No repeat findings: no finding of an earlier audit has been raised again.
        </p>
      ) : (
        <ul aria-label="Repeat findings" className="grid gap-3">
          {repeats.data.map((finding) => (
            <li key={finding.id}>
              <Card className="grid gap-2 p-4">
                <FindingSummary
                  finding={finding}
                  clamp
                  title={
                    finding.auditId ? (
                      <Link
                        to={`/audits/${encodeURIComponent(finding.auditId)}#finding-${encodeURIComponent(finding.id)}`}
                        className="hover:underline"
                      >
                        {finding.title}
                      </Link>
                    ) : (
                      finding.title
                    )
                  }
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
