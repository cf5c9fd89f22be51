import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BRIEFINGS_MESSAGES } from '@cq/shared/briefings/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { PostMarkdown } from '@/features/insights';
import { apiQuery } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';
import { needsBriefingsSubscription } from './api';
import { BriefingLoading } from './BriefingText';
import { SubscribePrompt } from './SubscribePrompt';

/** /briefings/{slug} (issue 22): one briefing in full, for subscribers. */
export function BriefingPage() {
  const { slug = '' } = useParams();
  const query = useQuery({ ...apiQuery('GET /api/briefings/{slug}', { params: { slug } }), retry: false });
  usePageTitle(query.data?.title ?? 'Regulatory Briefings');
  const status = refusalOf(query.error)?.status;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <Link
        to="/briefings"
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-accent"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All briefings
      </Link>
      {needsBriefingsSubscription(query.error) ? (
        <SubscribePrompt signedIn />
      ) : status === 404 || status === 400 ? (
        <h1 className="text-2xl font-bold">{BRIEFINGS_MESSAGES.notFound}</h1>
      ) : query.isError ? (
        <FormAlert>The briefing could not be loaded. Reload the page to try again.</FormAlert>
      ) : query.isPending ? (
        <BriefingLoading />
      ) : (
        <article className="grid gap-4">
          <header className="grid gap-2">
            <h1 className="text-3xl font-bold tracking-tight">{query.data.title}</h1>
            {query.data.excerpt && <p className="text-lg text-muted-foreground">{query.data.excerpt}</p>}
            <p className="text-sm text-muted-foreground">
              <time dateTime={query.data.publishedAt}>{formatDate(query.data.publishedAt)}</time> ·{' '}
              {query.data.readTimeMinutes} min read
            </p>
          </header>
          <Suspense fallback={<BriefingLoading />}>
            <PostMarkdown content={query.data.content} />
          </Suspense>
        </article>
      )}
    </div>
  );
}

export default BriefingPage;
