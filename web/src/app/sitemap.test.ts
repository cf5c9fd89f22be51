import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { publicRoutes } from './publicRoutes';
import { routes } from './router';
import { isPageHandle, type PageHandle } from '@/lib/seo/pageHandle';
import { prerenderedFile, robotsTxt, ROBOTS_DISALLOW, SITEMAP_PATHS, sitemapXml } from '@cq/shared/publicPages';

/** Every route with a concrete path, its full path and handle (nested children joined). */
function flatten(list: RouteObject[], base = ''): { path: string; handle: unknown }[] {
  return list.flatMap((r) => {
    const path = r.index ? base || '/' : r.path ? `${base.replace(/\/$/, '')}/${r.path}` : base;
    const self = r.index || r.path ? [{ path: path || '/', handle: r.handle }] : [];
    return [...self, ...(r.children ? flatten(r.children, path) : [])];
  });
}

const isStatic = (path: string) => !path.includes(':') && !path.includes('*');
const indexable = (path: string, handle: PageHandle) =>
  !handle.noindex && (!handle.canonicalPath || handle.canonicalPath === path);

describe('sitemap and the public routes', () => {
  const rootIndex = routes[0]!.children!.find((r) => r.index)!;
  const pages = [{ path: '/', handle: rootIndex.handle }, ...flatten(publicRoutes)].filter((p) => isStatic(p.path));

  it('gives every public route a page handle (title and description)', () => {
    const missing = pages.filter((p) => !isPageHandle(p.handle)).map((p) => p.path);
    expect(missing, 'routes without handle: add `handle: PageHandle` beside the route').toEqual([]);
  });

  it('lists every indexable public route in SITEMAP_PATHS, and nothing else', () => {
    const expected = pages
      .filter((p) => isPageHandle(p.handle) && indexable(p.path, p.handle))
      .map((p) => p.path)
      .sort();
    expect([...SITEMAP_PATHS].sort(), 'shared/src/publicPages.ts is out of step with the routes').toEqual(expected);
  });

  it('has no duplicates and keeps descriptions a useful length', () => {
    expect(new Set(SITEMAP_PATHS).size).toBe(SITEMAP_PATHS.length);
    for (const p of pages) {
      if (!isPageHandle(p.handle) || p.handle.noindex) continue;
      expect(p.handle.description.length, `${p.path} description`).toBeGreaterThanOrEqual(50);
      expect(p.handle.description.length, `${p.path} description`).toBeLessThanOrEqual(170);
    }
  });

  it('writes absolute sitemap URLs and a robots.txt that blocks the API and signed-in areas', () => {
    const xml = sitemapXml('https://example.com/');
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/about</loc>');
    expect(xml.match(/<loc>/g)).toHaveLength(SITEMAP_PATHS.length);
    const robots = robotsTxt('https://example.com');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /dashboard\n');
    expect(robots).toContain('Sitemap: https://example.com/sitemap.xml');
    for (const path of SITEMAP_PATHS) expect(ROBOTS_DISALLOW.some((d) => path.startsWith(d))).toBe(false);
  });

  it('maps each prerendered path to its own index.html', () => {
    expect(prerenderedFile('/')).toBe('/index.html');
    expect(prerenderedFile('/careers/apply')).toBe('/careers/apply/index.html');
    expect(prerenderedFile('/about/')).toBe('/about/index.html');
  });
});
