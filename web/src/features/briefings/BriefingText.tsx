import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { FormAlert } from '@/components/ui/form-alert';
import { PostMarkdown } from '@/features/insights';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';
import { needsBriefingsSubscription } from './api';
import { SubscribePrompt } from './SubscribePrompt';

/** The text's place while it loads (here and on /briefings/{slug}). */
export const BriefingLoading = () => (
  <div className="grid gap-3" aria-busy="true">
    <span className="sr-only" role="status">
      Loading the briefing…
    </span>
    <Skeleton className="h-5 w-full" />
    <Skeleton className="h-5 w-5/6" />
    <Skeleton className="h-40 w-full" />
  </div>
);

/** The full text, from the subscribers' API; the server decides (403 → the prompt). */
function SubscriberText({ slug }: { slug: string }) {
  const query = useQuery({ ...apiQuery('GET /api/briefings/{slug}', { params: { slug } }), retry: false });
  if (query.isPending) return <BriefingLoading />;
  if (needsBriefingsSubscription(query.error)) return <SubscribePrompt signedIn />;
  if (query.isError) return <FormAlert>The briefing could not be loaded. Reload the page to try again.</FormAlert>;
  return (
    <Suspense fallback={<BriefingLoading />}>
      <PostMarkdown content={query.data.content} />
    </Suspense>
  );
}

/**
 * A briefing's text on its public page (/insights/{slug}): the public answer and the prerendered HTML carry
 * none of it, so a visitor (and the first render, which hydrates the prerendered page) sees the prompt; a
 * signed-in reader asks the subscribers' API for it.
 */
export function BriefingText({ slug }: { slug: string }) {
  const { data: user } = useCurrentUser();
  return user ? <SubscriberText slug={slug} /> : <SubscribePrompt signedIn={false} />;
}
