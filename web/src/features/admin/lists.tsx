import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** A list's loading state: grey rows and a status text for screen readers. */
export function ListSkeleton({
  label,
  rows = 3,
  rowClassName,
}: {
  label: string;
  rows?: number;
  rowClassName: string;
}) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cn('w-full', rowClassName)} />
      ))}
    </div>
  );
}

/** What an empty list says. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-input p-6 text-center text-muted-foreground">{children}</p>
  );
}

/** A detail's label and value, in a `<dl>`. */
export function DetailItem({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** A paged list's Load more, while the API names a next page (X-Next-Cursor). */
export function ListFooter({ list, noun }: { list: UseInfiniteQueryResult<unknown>; noun: string }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      loading={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Loading…' : `Load more ${noun}`}
    </Button>
  );
}
