import { afterEach, describe, expect, it } from 'vitest';
import { applyHead, headTags } from './head';

const opts = { siteUrl: 'https://example.com/', pathname: '/services', brandName: 'Brand' };
const meta = (sel: string) => document.head.querySelector(`meta[${sel}]`)?.getAttribute('content');

describe('head tags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('builds title, canonical, Open Graph and Twitter tags from a handle', () => {
    const tags = headTags({ title: 'Services', description: 'What we do.' }, opts);
    expect(tags.title).toBe('Services | Brand');
    expect(tags.canonical).toBe('https://example.com/services');
    expect(tags.robots).toBeNull();
    expect(tags.meta).toContainEqual({
      attr: 'property',
      key: 'og:image',
      content: 'https://example.com/og-image.jpg',
    });
    expect(tags.meta).toContainEqual({ attr: 'name', key: 'twitter:card', content: 'summary_large_image' });
  });

  it('points a duplicate page at its original and marks noindex pages', () => {
    expect(headTags({ title: 'P', description: 'd', canonicalPath: '/privacy-policy' }, opts).canonical).toBe(
      'https://example.com/privacy-policy',
    );
    expect(headTags({ title: 'P', description: 'd', noindex: true }, opts).robots).toBe('noindex, nofollow');
  });

  it('updates the document head in place, and can leave a dynamic title alone', () => {
    document.head.innerHTML = '<meta name="description" content="default">';
    applyHead(headTags({ title: 'A', description: 'first' }, opts));
    expect(document.title).toBe('A | Brand');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('name="description"')).toBe('first');
    expect(meta('property="og:url"')).toBe('https://example.com/services');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.com/services',
    );

    applyHead(headTags({ title: 'Hidden', description: 'x', noindex: true }, opts));
    expect(meta('name="robots"')).toBe('noindex, nofollow');
    document.title = 'Dynamic';
    applyHead(headTags({ title: 'B', description: 'second' }, { ...opts, siteUrl: 'https://other.example' }), {
      title: false,
    });
    expect(document.title).toBe('Dynamic');
    expect(meta('name="robots"')).toBeUndefined();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://other.example/services',
    );
  });
});
