import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { appPreloadPlugin } from './appPreloadPlugin.ts';
import { prerenderPlugin, type PrerenderPost } from './prerender.ts';
import { OG_IMAGE_PATH } from './src/lib/seo/head.ts';
// Relative on purpose: the config loader externalizes workspace packages, and Node cannot load their .ts.
import { robotsTxt, SITEMAP_PATHS, sitemapXml } from '../shared/src/publicPages.ts';
import { SITE } from '../shared/src/site.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * `vite` alone serves only the SPA; the local stack (scripts/) serves SPA + /api on one origin.
 * Set CQ_API_ORIGIN to proxy the API, runtime config and Cognito proxy when running plain `vite`.
 */
const apiOrigin = process.env.CQ_API_ORIGIN;
const proxy = apiOrigin
  ? Object.fromEntries(['/api', '/config.json', '/cognito'].map((p) => [p, { target: apiOrigin, changeOrigin: false }]))
  : undefined;

/**
 * The public origin baked into sitemap.xml, robots.txt and the default head tags. Set SITE_URL when building
 * for a deployment; the SPA itself takes the canonical origin from /config.json at run time.
 */
const siteUrl = (process.env.SITE_URL || `https://www.${SITE.contactEmail.split('@')[1]}`).replace(/\/+$/, '');

/**
 * Posts published from the CMS when the site is built: with POSTS_API_ORIGIN set (the deployed site, whose
 * `GET /api/posts` lists them) each is fetched whole (`GET /api/posts/{slug}`, which counts one read), listed in
 * sitemap.xml and prerendered; without it, or if the API cannot be reached, neither (a warning says so). Posts
 * published later are rendered on demand in the browser. Fetched once per build.
 */
let postsAtBuild: Promise<PrerenderPost[]> | undefined;
function publishedPosts(): Promise<PrerenderPost[]> {
  postsAtBuild ??= (async () => {
    const origin = process.env.POSTS_API_ORIGIN?.replace(/\/+$/, '');
    if (!origin) return [];
    try {
      const get = async (url: string) => {
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
        return res.json() as Promise<unknown>;
      };
      const list = (await get(`${origin}/api/posts`)) as { slug: string }[];
      return Promise.all(
        list.map((p) => get(`${origin}/api/posts/${encodeURIComponent(p.slug)}`) as Promise<PrerenderPost>),
      );
    } catch (error) {
      console.warn(`published posts are not in this build (${String(error)})`);
      return [];
    }
  })();
  return postsAtBuild;
}

/** Organization structured data, from the one site configuration module. */
function organizationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: SITE.brandName,
    legalName: SITE.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    image: `${siteUrl}${OG_IMAGE_PATH}`,
    description: SITE.tagline,
    email: SITE.contactEmail,
    telephone: SITE.phone,
    areaServed: 'US',
    sameAs: [] as string[],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: SITE.contactEmail,
      telephone: SITE.phone,
      areaServed: 'US',
      availableLanguage: 'English',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    },
  };
  // `<` escaped so the JSON can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Default head tags + JSON-LD in index.html; sitemap.xml and robots.txt emitted into the build. */
function seoPlugin(): Plugin {
  const title = `GCP Audit & Clinical QA Consulting | ${SITE.brandName}`;
  const meta = (attr: 'name' | 'property', key: string, content: string): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs: { [attr]: key, content },
    injectTo: 'head',
  });
  return {
    name: 'cq-seo',
    transformIndexHtml(html) {
      return {
        html: html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`),
        tags: [
          { tag: 'link', attrs: { rel: 'canonical', href: `${siteUrl}/` }, injectTo: 'head' },
          meta('property', 'og:type', 'website'),
          meta('property', 'og:site_name', SITE.brandName),
          meta('property', 'og:title', title),
          meta('property', 'og:description', SITE.tagline),
          meta('property', 'og:url', `${siteUrl}/`),
          meta('property', 'og:image', `${siteUrl}${OG_IMAGE_PATH}`),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('name', 'twitter:card', 'summary_large_image'),
          { tag: 'script', attrs: { type: 'application/ld+json' }, children: organizationJsonLd(), injectTo: 'head' },
        ],
      };
    },
    async generateBundle() {
      const posts = (await publishedPosts()).map((p) => `/insights/${p.slug}`);
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(siteUrl, [...SITEMAP_PATHS, ...posts]),
      });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}

/**
 * react-router's package exports point every condition at its development build (dev warnings, no
 * minification-friendly guards), so a production build pins the production one.
 */
const reactRouterDist = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const productionAliases = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), tailwindcss(), seoPlugin(), appPreloadPlugin(), prerenderPlugin(siteUrl, publishedPosts)],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? productionAliases : []),
    ],
  },
  // The footer's copyright year as the prerendered pages carry it (see SiteFooter's useCurrentYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true, sourcemap: 'hidden' },
  server: { proxy },
}));
