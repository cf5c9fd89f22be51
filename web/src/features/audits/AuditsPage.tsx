import { useInfiniteQuery } from '@tanstack/react-query';
import { ClipboardList, Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_TYPES, type AuditType } from '@cq/shared/audits/rules';
import type { Audit } from '@cq/shared/audits/schemas';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchField } from '@/components/ui/search-field';
import { useWorkspace } from '@/features/orgs';
import { AUDIT_TYPE_LABELS, AuditCard, AuditCardSkeleton, CanWrite, ViewOnlyNote } from '@/features/workspace';
import { usePageTitle } from '@/lib/usePageTitle';
import { auditPagesQuery } from './api';
import { NewAuditDialog } from './NewAuditDialog';

type TypeFilter = 'all' | AuditType;

const TYPE_FILTER_OPTIONS = [
  { value: 'all', label: 'All Types' },
  ...AUDIT_TYPES.map((value) => ({ value, label: AUDIT_TYPE_LABELS[value] })),
];

/** Spec §4: 6 skeleton cards while the list loads. */
export const SKELETON_CARDS = 6;

/** Title or description contains the search (any case); the type filter matches exactly. */
export function filterAudits(audits: readonly Audit[], search: string, type: TypeFilter): Audit[] {
  const needle = search.trim().toLowerCase();
  return audits.filter(
    (a) =>
      (type === 'all' || a.type === type) &&
      (!needle || a.title.toLowerCase().includes(needle) || a.description.toLowerCase().includes(needle)),
  );
}

function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: typeof ClipboardList;
  title: string;
  text: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-input bg-background px-6 py-14 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}

/** `?assigned=me`: the "Assigned to me" filter, kept in the address. */
export const ASSIGNED_PARAM = 'assigned';

/**
 * /audits (spec §2): search, type filter, in an organisation "Assigned to me" (the API's `assignedTo=me`), the
 * New Audit dialog (for those who may write), skeletons, empty states and the cards.
 */
export function AuditsPage() {
  usePageTitle('Audits');
  const [params, setParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const { id: workspaceId } = useWorkspace();
  const mine = workspaceId !== null && params.get(ASSIGNED_PARAM) === 'me';
  const list = useInfiniteQuery(auditPagesQuery(mine ? 'me' : undefined));
  const setMine = (on: boolean) =>
    setParams(
      (p) => {
        if (on) p.set(ASSIGNED_PARAM, 'me');
        else p.delete(ASSIGNED_PARAM);
        return p;
      },
      { replace: true },
    );

  // `?new=1` (the dashboard's Create Audit) opens the dialog once; the address is cleaned so Back does not reopen it.
  useEffect(() => {
    if (params.get('new') !== '1') return;
    setDialogOpen(true);
    setParams(
      (p) => {
        p.delete('new');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const audits = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  // "Assigned to me" filters each page the API reads, so a page can come back empty with more behind it: read on
  // until something shows or the list ends.
  const searching = audits.length === 0 && list.hasNextPage && !list.isFetchNextPageError;
  const { fetchNextPage, isFetchingNextPage } = list;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);
  const shown = useMemo(() => filterAudits(audits, search, type), [audits, search, type]);
  const openDialog = () => setDialogOpen(true);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Audits</h1>
          <p className="mt-1 text-muted-foreground">Plan, run and track your compliance audits.</p>
        </div>
        <CanWrite fallback={<ViewOnlyNote />}>
          <Button onClick={openDialog}>
            <Plus className="size-4" aria-hidden="true" /> New Audit
          </Button>
        </CanWrite>
      </div>

      <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
        <SearchField
          id="audit-search"
          label="Search audits"
          placeholder="Search audits..."
          value={search}
          onChange={setSearch}
        />
        <Field label={<span className="sr-only">Filter by type</span>}>
          {(control) => (
            <NativeSelect
              {...control}
              value={type}
              onChange={(e) => setType(e.target.value as TypeFilter)}
              options={TYPE_FILTER_OPTIONS}
            />
          )}
        </Field>
        {workspaceId !== null && (
          <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={mine}
              onChange={(e) => setMine(e.target.checked)}
            />
            Assigned to me
          </label>
        )}
      </div>

      {list.isPending || searching ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading audits…</span>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <AuditCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <FormAlert>
          Audits could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : audits.length === 0 && mine ? (
        <EmptyState
          icon={SearchX}
          title="Nothing assigned to you"
          text="No audit names you as its lead auditor, an auditor or its reviewer."
        />
      ) : audits.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="No audits yet"
          text="Create your first audit to start tracking its progress and findings."
          action={
            <CanWrite>
              <Button onClick={openDialog}>
                <Plus className="size-4" aria-hidden="true" /> Create Audit
              </Button>
            </CanWrite>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No audits found" text="Try a different search or audit type." />
      ) : (
        <>
          <p className="sr-only" role="status">
            {shown.length === 1 ? '1 audit' : `${shown.length} audits`}
          </p>
          <ul aria-label="Audits" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((audit) => (
              <li key={audit.id}>
                <AuditCard audit={audit} headingLevel={2} />
              </li>
            ))}
          </ul>
        </>
      )}
      {list.hasNextPage && !searching && (
        <Button
          variant="outline"
          className="justify-self-center"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more audits'}
        </Button>
      )}
      <CanWrite>
        <NewAuditDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      </CanWrite>
    </div>
  );
}

export default AuditsPage;
