import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { findingHref, reportFindingHref } from './findingLinks';
import {
  FINDING_SEVERITIES,
  FINDING_SEVERITY_LABELS,
  FINDING_STATUS_FILTERS,
  type FindingFilter,
  type FindingSeverity,
  type FindingStatusFilter,
} from '@cq/shared/findings/rules';
import type { WorkspaceFinding } from '@cq/shared/findings/schemas';
import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQueryKey, apiWithHeaders } from '@/lib/api/client';
import { usePageTitle } from '@/lib/usePageTitle';
import { FindingSummary } from './FindingSummary';

const ALL = 'all';

const STATUS_FILTER_LABELS: Record<FindingStatusFilter, string> = {
  open: 'Open (not closed)',
  closed: 'Closed',
};
const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...FINDING_STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] })),
];
const SEVERITY_OPTIONS = [
  { value: ALL, label: 'All severities' },
  ...FINDING_SEVERITIES.map((value) => ({ value, label: FINDING_SEVERITY_LABELS[value] })),
];

/** The filter in the address (`?status=open&severity=critical`); anything else there reads as "all". */
export function filterFromParams(params: URLSearchParams): FindingFilter {
  const status = params.get('status');
  const severity = params.get('severity');
  return {
    ...(FINDING_STATUS_FILTERS.includes(status as FindingStatusFilter) && { status: status as FindingStatusFilter }),
    ...(FINDING_SEVERITIES.includes(severity as FindingSeverity) && { severity: severity as FindingSeverity }),
  };
}

/** "2 open critical findings", "1 finding", "No closed high findings"; "50 findings shown, more to load". */
export function findingsSummary(count: number, { status, severity }: FindingFilter, more = false): string {
  const words = [status, severity].filter(Boolean).join(' ');
  const noun = count === 1 ? 'finding' : 'findings';
  const summary = `${count === 0 ? 'No' : count} ${words ? `${words} ` : ''}${noun}`;
  return more ? `${summary} shown, more to load` : summary;
}

/** How many findings a page of the list holds. */
export const FINDING_PAGE_SIZE = 50;

/** The workspace's findings of a filter, newest first, a page at a time (`X-Next-Cursor`). */
const findingPagesQuery = (filter: FindingFilter) => {
  const query = { ...filter, limit: FINDING_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey('GET /api/findings', { query }), 'pages'] as const,
    queryFn: async ({ pageParam }): Promise<{ items: WorkspaceFinding[]; next: string | null }> => {
      const { data, headers } = await apiWithHeaders('GET /api/findings', { query: { ...query, cursor: pageParam } });
      return { items: data, next: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
};

function FindingCard({ finding }: { finding: WorkspaceFinding }) {
  return (
    <Card className="grid gap-2 p-4">
      <FindingSummary
        finding={finding}
        heading="h2"
        clamp
        title={
          <Link to={findingHref(finding)} className="hover:underline">
            {finding.title}
          </Link>
        }
        context={
          <p className="text-sm">
            {finding.auditId ? (
              <>
                <span className="text-muted-foreground">Audit: </span>
                <Link
                  to={`/audits/${encodeURIComponent(finding.auditId)}`}
                  className="font-medium text-accent hover:underline"
                >
                  {finding.auditTitle || 'Untitled audit'}
                </Link>
              </>
            ) : (
              <Link to={reportFindingHref(finding)} className="font-medium text-accent hover:underline">
                Raised by a report without an audit
              </Link>
            )}
          </p>
        }
      />
    </Card>
  );
}

/**
 * /findings: every finding of the workspace, filtered by status and severity with the filter in the address, so
 * a link lands filtered (the dashboard's critical alert opens `?status=open&severity=critical`). Newest first, a
 * page at a time; each opens its audit at the finding, where it is followed up.
 */
export function FindingsPage() {
  usePageTitle('Findings');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const list = useInfiniteQuery(findingPagesQuery(filter));
  const findings = list.data?.pages.flatMap((p) => p.items) ?? [];
  const setFilter = (key: keyof FindingFilter, value: string) =>
    setParams(
      (p) => {
        if (value === ALL) p.delete(key);
        else p.set(key, value);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Findings</h1>
        <p className="mt-1 text-muted-foreground">Every finding of your audits, the newest first.</p>
      </div>
      <div role="search" aria-label="Filter findings" className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <Field label="Status">
          {(control) => (
            <NativeSelect
              {...control}
              value={filter.status ?? ALL}
              onChange={(e) => setFilter('status', e.target.value)}
              options={STATUS_OPTIONS}
            />
          )}
        </Field>
        <Field label="Severity">
          {(control) => (
            <NativeSelect
              {...control}
              value={filter.severity ?? ALL}
              onChange={(e) => setFilter('severity', e.target.value)}
              options={SEVERITY_OPTIONS}
            />
          )}
        </Field>
      </div>
      {list.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading findings…</span>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : list.isError ? (
        <FormAlert>Findings could not be loaded. Check your connection and reload the page.</FormAlert>
      ) : (
        <>
          <p role="status" className="text-sm font-medium">
            {findingsSummary(findings.length, filter, list.hasNextPage)}
          </p>
          {findings.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-input bg-background px-6 py-12 text-center">
              <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="max-w-sm text-sm text-muted-foreground">No finding matches these filters.</p>
            </div>
          ) : (
            <ul aria-label="Findings" className="grid gap-3">
              {findings.map((finding) => (
                <li key={finding.id}>
                  <FindingCard finding={finding} />
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Load more findings'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

export default FindingsPage;
