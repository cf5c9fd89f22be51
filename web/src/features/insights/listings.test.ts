import { describe, expect, it } from 'vitest';
import type { PublicPostSummary } from '@cq/shared/content/schemas';
import { ARTICLES, filterArticles } from './articles';
import { categoryChips, mergeListings, POST_AUTHOR } from './listings';

const post = (over: Partial<PublicPostSummary>): PublicPostSummary => ({
  id: 'p1',
  slug: 'fresh-post',
  title: 'Fresh post on CAPA',
  excerpt: 'Newest thinking.',
  category: 'best-practices',
  briefing: false,
  tags: ['capa'],
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  readTimeMinutes: 3,
  ...over,
});

describe('insights listings', () => {
  it('merges published posts with the articles, newest first, linking posts to their page', () => {
    const merged = mergeListings(ARTICLES, [
      post({}),
      post({ id: 'p2', slug: 'old', publishedAt: '2024-01-02T00:00:00Z' }),
    ]);
    expect(merged).toHaveLength(8);
    expect(merged[0]).toMatchObject({ title: 'Fresh post on CAPA', href: '/insights/fresh-post', author: POST_AUTHOR });
    expect(merged.at(-1)!.href).toBe('/insights/old');
    const times = merged.map((l) =>
      new Date(l.publishedAt.includes('T') ? l.publishedAt : `${l.publishedAt}T12:00:00Z`).getTime(),
    );
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(merged.filter((l) => l.featured)).toHaveLength(1);
  });

  it('adds a chip for a CMS category only when a post uses it; regulatory posts share the Regulatory chip', () => {
    expect(categoryChips(mergeListings(ARTICLES, [])).map((c) => c.label)).toEqual([
      'All',
      'Regulatory',
      'Quality Systems',
      'Monitoring',
      'Documentation',
      'Culture',
    ]);
    const chips = categoryChips(mergeListings(ARTICLES, [post({}), post({ id: 'r', category: 'regulatory' })]));
    expect(chips.map((c) => c.value)).toEqual([
      'all',
      'regulatory',
      'quality-systems',
      'monitoring',
      'documentation',
      'culture',
      'best-practices',
    ]);
  });

  it('searches posts by title, excerpt and tags, and filters them by chip', () => {
    const merged = mergeListings(ARTICLES, [post({ tags: ['root cause'] })]);
    expect(filterArticles(merged, 'root cause', 'all').map((l) => l.key)).toContain('post:p1');
    expect(filterArticles(merged, '', 'best-practices').map((l) => l.key)).toEqual(['post:p1']);
    expect(filterArticles(merged, 'fresh', 'regulatory')).toEqual([]);
  });
});
