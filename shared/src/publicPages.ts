/**
 * The one list of indexable public paths. Pure data (no React), shared by the web build and infra: the
 * build (web/vite.config.ts) writes sitemap.xml and robots.txt from it and prerenders each path into
 * `<path>/index.html`; the CloudFront viewer-request function (infra) and the local server serve those files
 * for these paths. web/src/app/sitemap.test.ts fails when it drifts from the routes (every public route
 * without `noindex` must be listed here, and nothing else).
 */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/about',
  '/about-us',
  '/services',
  '/solutions',
  '/case-studies',
  '/testimonials',
  '/why-us',
  '/faq',
  '/privacy-policy',
  '/terms',
  '/do-not-sell',
  '/contact',
  '/intake-form',
  '/careers',
  '/careers/apply',
  '/resources',
  '/insights',
  '/schedule-call',
  '/book',
  '/strategy-session',
  '/book-audit',
  '/pricing',
  '/subscriptions',
  '/developers',
];

/** Never crawled: the API and the signed-in or staff areas. */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/dashboard',
  '/audits',
  '/reports',
  '/audit-reports',
  '/ask-quala',
  '/marketplace',
  '/subscribe',
  '/admin',
  '/cms-admin',
  '/settings',
  '/profile',
  '/sign-in',
  '/sign-up',
  '/sign-out',
  '/forgot-password',
  '/checkout/',
  '/local-checkout/',
];

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml for `siteUrl` (origin without a trailing slash). */
export function sitemapXml(siteUrl: string, paths: readonly string[] = SITEMAP_PATHS): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = paths
    .map(
      (p) =>
        `  <url>\n    <loc>${xmlEscape(base + p)}</loc>\n    <priority>${p === '/' ? '1.0' : '0.7'}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the API and signed-in areas may not. */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The file a prerendered path is written to and served from (`/` → `/index.html`, `/a/b` → `/a/b/index.html`). */
export const prerenderedFile = (pathname: string): string =>
  pathname === '/' ? '/index.html' : `${pathname.replace(/\/+$/, '')}/index.html`;

/**
 * The bare app shell (the built index.html before prerendering), served for every other path without a
 * file extension: signed-in pages, job details, 404s. index.html itself is the prerendered `/`.
 */
export const SPA_SHELL_FILE = 'spa.html';
