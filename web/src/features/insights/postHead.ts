import type { PublicPost } from '@cq/shared/content/schemas';
import { apiQueryKey } from '@/lib/api/client';
import type { PageHandle } from '@/lib/seo/pageHandle';

/** A description for the head: the excerpt, else the start of the text without its Markdown marks. */
export const postDescription = (post: Pick<PublicPost, 'excerpt' | 'content'>) =>
  (post.excerpt || post.content.replace(/[#*_>`[\]()!-]+/g, ' ').replace(/\s+/g, ' ')).trim().slice(0, 160);

/** The head of a post's page (also what the build bakes into a prerendered post). */
export const postPageHandle = (post: PublicPost): PageHandle => ({
  title: post.title,
  description: postDescription(post),
  ogType: 'article',
});

/**
 * The query a post page reads, as the prerendered HTML hands it to the browser: the page's own key (with the
 * workspace part every API key carries), or the page would render its skeleton instead of the post.
 */
export const postQueryKey = (slug: string) => apiQueryKey('GET /api/posts/{slug}', { params: { slug } });

/**
 * What a prerendered page may carry of a post: never a briefing's text (issue 22). The public API already leaves
 * it out; the build checks again, since its HTML and hydration data are public files.
 */
export const prerenderablePost = (post: PublicPost): PublicPost => (post.briefing ? { ...post, content: '' } : post);
