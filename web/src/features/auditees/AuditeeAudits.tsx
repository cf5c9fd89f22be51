import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Audit } from '@cq/shared/audits/schemas';
import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';
import { AuditStatusBadge } from '@/features/workspace';
import { apiQueryKey, apiWithHeaders } from '@/lib/api/client';
import { dateSpan, formatDate } from '@/lib/dates';
import { allStudiesQuery, LIST_PAGE_SIZE } from './api';
import { EmptyState, PagedList } from './PagedList';

/** The auditee's audits, newest first, a page at a time (one Query each, GSI1 by auditee). */
const auditsOfQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...apiQueryKey('GET /api/auditees/{id}/audits', { params: { id } }), 'pages'] as const,
    queryFn: async ({ pageParam }): Promise<{ items: Audit[]; next: string | null }> => {
      const { data, headers } = await apiWithHeaders('GET /api/auditees/{id}/audits', {
        params: { id },
        query: { limit: LIST_PAGE_SIZE, cursor: pageParam },
      });
      return { items: data, next: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/**
 * On an auditee's page (issue 19): its audits, and its studies — those it sponsors and those its audits name.
 */
export function AuditeeAudits({ auditeeId }: { auditeeId: string }) {
  const audits = useInfiniteQuery(auditsOfQuery(auditeeId));
  const named = new Set(audits.data?.pages.flatMap((p) => p.items.map((a) => a.studyId)) ?? []);
  const studies = (useQuery(allStudiesQuery()).data ?? []).filter((s) => s.sponsorId === auditeeId || named.has(s.id));
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="auditee-audits" className="grid content-start gap-3">
        <h2 id="auditee-audits" className="text-xl font-semibold">
          Audits
        </h2>
        <PagedList
          list={audits}
          noun="audits"
          searched={false}
          empty={
            <EmptyState
              icon={ClipboardList}
              title="No audits yet"
              text="Audits that name this auditee are listed here."
            />
          }
        >
          {(audit) => (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <div className="grid min-w-0">
                <Link to={`/audits/${audit.id}`} className="font-medium break-words underline-offset-2 hover:underline">
                  {audit.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {dateSpan(audit.plannedStart, audit.plannedEnd) ?? `Created ${formatDate(audit.createdAt)}`}
                </span>
              </div>
              <AuditStatusBadge status={audit.status} />
            </div>
          )}
        </PagedList>
      </section>
      <section aria-labelledby="auditee-studies" className="grid content-start gap-3">
        <h2 id="auditee-studies" className="text-xl font-semibold">
          Studies
        </h2>
        {studies.length === 0 ? (
          <p className="text-sm text-muted-foreground">No study sponsored here or named by its audits.</p>
        ) : (
          <ul aria-label="Studies of this auditee" className="grid gap-2">
            {studies.map((s) => (
              <li key={s.id} className="rounded-md border p-3 text-sm">
                <span className="font-medium">{s.protocolNumber}</span> — {s.title}
                {s.sponsorId === auditeeId && <span className="text-muted-foreground"> (sponsor)</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
