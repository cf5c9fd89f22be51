import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
// Deep imports: the package root also exports zod schemas.
import { SITE } from '@cq/shared/site';
import { POST_CATEGORY_LABELS } from '@cq/shared/content/rules';
import type { PublicPost } from '@cq/shared/content/schemas';
import { Badge } from '@/components/ui/badge';
import { BriefingText } from '@/features/briefings';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQuery } from '@/lib/api/client';
import { HttpError } from '@/lib/api/request';
import { PageHead } from '@/lib/seo/headOverride';
import { siteOrigin } from '@/lib/seo/origin';
import { OG_IMAGE_PATH } from '@/lib/seo/head';
import { formatDate } from './articles';
import { BRIEFING_LABEL, POST_AUTHOR, postPath } from './listings';
import { postPageHandle } from './postHead';
import { PostMarkdown } from './PostMarkdown';

/** The text both the 404 page and the API say (spec: unpublishing removes the page). */
export const POST_NOT_FOUND = 'Post not found';

/** schema.org Article for search engines; `<` escaped so the JSON can never close the script element. */
export function articleJsonLd(post: PublicPost, siteUrl: string): string {
  const url = `${siteUrl}${postPath(post.slug)}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt || undefined,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    articleSection: POST_CATEGORY_LABELS[post.category],
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
    wordCount: undefined,
    // A briefing's text is for subscribers (schema.org's paywalled-content marking).
    isAccessibleForFree: post.briefing ? false : undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: `${siteUrl}${OG_IMAGE_PATH}`,
    author: { '@type': 'Organization', name: SITE.brandName, url: `${siteUrl}/` },
    publisher: {
      '@type': 'Organization',
      name: SITE.brandName,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.svg` },
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <PageHead handle={{ title: POST_NOT_FOUND, description: 'This article is not published.', noindex: true }} />
      <h1 className="text-3xl font-bold tracking-tight">{POST_NOT_FOUND}</h1>
      <p className="text-muted-foreground">It may have been unpublished or removed.</p>
      <Link to="/insights" className="font-medium text-accent underline underline-offset-4">
        Browse all insights
      </Link>
    </div>
  );
}

function Article({ post }: { post: PublicPost }) {
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageHead handle={postPageHandle(post)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd(post, siteOrigin()) }} />
      <Link
        to="/insights"
        className="inline-flex items-center justify-self-start gap-1 text-sm font-medium text-accent"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All insights
      </Link>
      <header className="grid gap-3">
        <p className="flex flex-wrap gap-2">
          <Badge variant="secondary">{POST_CATEGORY_LABELS[post.category]}</Badge>
          {post.briefing && <Badge variant="outline">{BRIEFING_LABEL}</Badge>}
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        {post.excerpt && <p className="text-lg text-muted-foreground">{post.excerpt}</p>}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{POST_AUTHOR}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {post.readTimeMinutes} min read
          </span>
        </p>
      </header>
      {/* A briefing's text never comes with the public post (nor its prerendered page): only a subscriber's call. */}
      {post.briefing ? <BriefingText slug={post.slug} /> : <PostMarkdown content={post.content} />}
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2 border-t border-border pt-4">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * /insights/{slug}: a post published from the CMS. The Markdown code is in this page's chunk only. A draft,
 * an unpublished or a deleted post answers 404 from the API and shows 'Post not found'.
 */
export function PostPage() {
  const { slug = '' } = useParams();
  // Read again on every visit (staleTime 0): a prerendered post's data is checked (unpublished → 404) and counted.
  const query = useQuery({ ...apiQuery('GET /api/posts/{slug}', { params: { slug } }), retry: false, staleTime: 0 });
  if (query.isPending) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-14" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the article…
        </span>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.error) {
    const missing = query.error instanceof HttpError && (query.error.status === 404 || query.error.status === 400);
    if (missing) return <NotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">This article could not be loaded</h1>
        <p className="mt-2 text-muted-foreground">Please try again in a moment.</p>
      </div>
    );
  }
  return <Article post={query.data} />;
}

export default PostPage;
