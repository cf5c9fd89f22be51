import { useInfiniteQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { briefingPath } from '@cq/shared/briefings/rules';
import { LoadMore } from '@/components/LoadMore';
import { FormAlert } from '@/components/ui/form-alert';
import { cursorPages } from '@/lib/api/cursorPages';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';
import { needsBriefingsSubscription } from './api';
import { SubscribePrompt } from './SubscribePrompt';

/** Briefings a page holds; more load on request. */
const BRIEFINGS_PAGE_SIZE = 20;

/** /briefings (issue 22): the published Regulatory Briefings, newest first, for subscribers, a page at a time. */
export function BriefingsPage() {
  usePageTitle('Regulatory Briefings');
  const list = useInfiniteQuery(cursorPages('GET /api/briefings', BRIEFINGS_PAGE_SIZE));
  const briefings = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Regulatory Briefings</h1>
        <p className="text-muted-foreground">
          What changed in clinical regulation and what it means for sponsors and sites. New briefings also reach you in
          a weekly e-mail digest.
        </p>
      </div>
      {needsBriefingsSubscription(list.error) ? (
        <SubscribePrompt signedIn />
      ) : list.isError ? (
        <FormAlert>The briefings could not be loaded. Reload the page to try again.</FormAlert>
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : briefings.length === 0 ? (
        <p className="text-muted-foreground">No briefings yet. The first one will be in your weekly digest.</p>
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Briefings">
            {briefings.map((b) => (
              <li key={b.id} className="grid gap-1 rounded-[var(--radius-card)] border border-border bg-background p-4">
                <h2 className="font-semibold">
                  <Link to={briefingPath(b.slug)} className="underline-offset-2 hover:underline">
                    {b.title}
                  </Link>
                </h2>
                {b.excerpt && <p className="text-sm">{b.excerpt}</p>}
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                  <time dateTime={b.publishedAt}>{formatDate(b.publishedAt)}</time>
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {b.readTimeMinutes} min read
                  </span>
                </p>
              </li>
            ))}
          </ul>
          <LoadMore pages={list} label="Load more briefings" />
        </>
      )}
    </div>
  );
}

export default BriefingsPage;
