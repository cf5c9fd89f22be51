import type { PublicPostSummary } from '@cq/shared/content/schemas';
import { POST_CATEGORY_LABELS, type PostCategory } from '@cq/shared/content/rules';
import { CATEGORY_LABEL, INSIGHT_CATEGORIES, type Article, type InsightCategory } from './articles';

/**
 * One entry of the /insights list: a static article (read in place) or a post published from the CMS (read at
 * /insights/{slug}). Both are searched and filtered alike.
 */
export interface Listing {
  key: string;
  title: string;
  excerpt: string;
  /** What search reads besides title and excerpt (an article's paragraphs, a post's tags). */
  body: readonly string[];
  category: string;
  categoryLabel: string;
  author: string;
  /** ISO date or timestamp. */
  publishedAt: string;
  readMinutes: number;
  featured: boolean;
  /** A CMS post's page; static articles have none (their text is on the list). */
  href: string | null;
  /** The static article's paragraphs (shown in place). */
  paragraphs: readonly string[];
  /** A Regulatory Briefing: its full text is for subscribers (the card says so). */
  briefing: boolean;
}

/** Who the site names as a CMS post's author: the firm (the editor's account is not public). */
export const POST_AUTHOR = 'Clarity editorial team';

export const postPath = (slug: string) => `/insights/${slug}`;

/** The mark on a briefing's card and page. */
export const BRIEFING_LABEL = 'Regulatory Briefing · subscribers';

export function articleListing(article: Article): Listing {
  return {
    key: `article:${article.slug}`,
    title: article.title,
    excerpt: article.excerpt,
    body: article.body,
    category: article.category,
    categoryLabel: CATEGORY_LABEL[article.category],
    author: article.author,
    publishedAt: article.publishedAt,
    readMinutes: article.readMinutes,
    featured: Boolean(article.featured),
    href: null,
    paragraphs: article.body,
    briefing: false,
  };
}

export function postListing(post: PublicPostSummary): Listing {
  return {
    key: `post:${post.id}`,
    title: post.title,
    excerpt: post.excerpt,
    body: post.tags,
    category: post.category,
    categoryLabel: POST_CATEGORY_LABELS[post.category],
    author: POST_AUTHOR,
    publishedAt: post.publishedAt,
    readMinutes: post.readTimeMinutes,
    featured: false,
    href: postPath(post.slug),
    paragraphs: [],
    briefing: post.briefing,
  };
}

const time = (iso: string) => new Date(iso.includes('T') ? iso : `${iso}T12:00:00Z`).getTime();

/** The static articles and the published posts together, newest first. */
export function mergeListings(articles: readonly Article[], posts: readonly PublicPostSummary[]): Listing[] {
  return [...articles.map(articleListing), ...posts.map(postListing)].sort(
    (a, b) => time(b.publishedAt) - time(a.publishedAt),
  );
}

/**
 * The chips: All, the spec's five topics, then any CMS category a published post uses (regulatory posts share
 * the Regulatory chip with the articles).
 */
export function categoryChips(listings: readonly Listing[]): { value: string; label: string }[] {
  const extra = (Object.keys(POST_CATEGORY_LABELS) as PostCategory[]).filter(
    (c) => !(INSIGHT_CATEGORIES as readonly string[]).includes(c) && listings.some((l) => l.category === c),
  );
  return [
    { value: 'all', label: 'All' },
    ...INSIGHT_CATEGORIES.map((c: InsightCategory) => ({ value: c, label: CATEGORY_LABEL[c] })),
    ...extra.map((c) => ({ value: c, label: POST_CATEGORY_LABELS[c] })),
  ];
}
