import { describe, expect, it } from 'vitest';
import { ARTICLES, CATEGORY_LABEL, filterArticles, formatDate, INSIGHT_CATEGORIES } from './articles';

describe('insights', () => {
  it('has six articles, one featured, with unique slugs and the spec categories', () => {
    expect(ARTICLES).toHaveLength(6);
    expect(ARTICLES.filter((a) => a.featured)).toHaveLength(1);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(6);
    expect(INSIGHT_CATEGORIES).toEqual(['regulatory', 'quality-systems', 'monitoring', 'documentation', 'culture']);
    for (const c of INSIGHT_CATEGORIES) expect(ARTICLES.some((a) => a.category === c)).toBe(true);
    expect(CATEGORY_LABEL['quality-systems']).toBe('Quality Systems');
  });

  it('shows everything for all with no search', () => {
    expect(filterArticles(ARTICLES, '', 'all')).toEqual(ARTICLES);
  });

  it('filters by chip and searches title, excerpt and body', () => {
    expect(filterArticles(ARTICLES, '', 'quality-systems').map((a) => a.slug)).toEqual([
      'capa-that-closes-for-good',
      'audit-trail-review-that-finds-things',
    ]);
    expect(filterArticles(ARTICLES, 'TMF', 'all').map((a) => a.slug)).toContain('tmf-inspection-ready-every-day');
    expect(filterArticles(ARTICLES, 'key risk indicators', 'all').map((a) => a.slug)).toEqual([
      'risk-based-monitoring-without-losing-sight',
    ]);
    expect(filterArticles(ARTICLES, 'capa', 'culture')).toEqual([]);
  });

  it('formats dates without time-zone drift', () => {
    expect(formatDate('2025-03-18')).toBe('March 18, 2025');
  });
});
