import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { SearchX, type LucideIcon } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';

type Pages<T> = UseInfiniteQueryResult<InfiniteData<{ items: T[]; next: string | null }>>;

export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-input bg-background px-6 py-10 text-center">
      <Icon className="size-9 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}

/**
 * A paged list's states: loading, failed (with Try again), empty, the items, and "Load more" while the API names
 * a next page. A search filters each page the API reads, so an empty page with more behind it is read past.
 */
export function PagedList<T extends { id: string }>({
  list,
  noun,
  searched,
  empty,
  children,
}: {
  list: Pages<T>;
  /** 'auditees', 'studies': the list's name and the Load more button's. */
  noun: string;
  /** Whether a search is applied: an empty list then says nothing matched, instead of `empty`. */
  searched: boolean;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const searching = items.length === 0 && list.hasNextPage && !list.isFetchNextPageError;
  const { fetchNextPage, isFetchingNextPage } = list;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);

  if (list.isPending || searching)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading {noun}…</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (list.isError)
    return (
      <FormAlert>
        The {noun} could not be loaded.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
          Try again
        </button>
      </FormAlert>
    );
  if (items.length === 0)
    return searched ? (
      <EmptyState icon={SearchX} title={`No ${noun} found`} text="Try a different search." />
    ) : (
      <>{empty}</>
    );
  return (
    <div className="grid gap-4">
      <ul aria-label={noun[0]!.toUpperCase() + noun.slice(1)} className="grid gap-3">
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : `Load more ${noun}`}
        </Button>
      )}
    </div>
  );
}
