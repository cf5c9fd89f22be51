import type { UseQueryResult } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';

/** A secret shown once (an API key, a webhook signing secret): copied with one click, never shown again. */
export function OneTimeSecret({
  heading,
  secret,
  what,
  testId,
}: {
  heading: string;
  secret: string;
  /** "key", "secret": the copy button's and the toast's word. */
  what: string;
  testId: string;
}) {
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    toast({ title: `${what[0]!.toUpperCase()}${what.slice(1)} copied` });
  };
  return (
    <FormAlert tone="info">
      <p className="font-medium">{heading}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <code className="rounded bg-muted px-2 py-1 font-mono text-sm break-all" data-testid={testId}>
          {secret}
        </code>
        <Button type="button" size="sm" variant="outline" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" /> Copy {what}
        </Button>
      </p>
    </FormAlert>
  );
}

/** A titled list of a workspace's integration records: a skeleton while loading, the error, the empty text. */
export function RecordList<T>({
  id,
  title,
  query,
  noun,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T[]>;
  /** Plural, lower case: "keys", "endpoints". */
  noun: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {query.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the {noun}…</span>
          <Skeleton className="h-14 w-full" />
        </div>
      ) : query.isError ? (
        <FormAlert>The {noun} could not be loaded.</FormAlert>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {noun} yet.</p>
      ) : (
        <ul className="grid gap-2">{children(query.data)}</ul>
      )}
    </section>
  );
}

/** The row frame every record of those lists uses: what it is on the left, its actions on the right. */
export function RecordRow({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
      <div className="grid min-w-0 gap-1">{children}</div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
