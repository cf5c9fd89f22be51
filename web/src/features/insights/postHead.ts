import type { PublicPost } from '@cq/shared/content/schemas';
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

/** The query a post page reads, as the prerendered HTML hands it to the browser. */
export const postQueryKey = (slug: string) => ['GET /api/posts/{slug}', { params: { slug } }] as const;
