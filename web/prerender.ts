import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
// Relative on purpose: the config loader externalizes workspace packages, and Node cannot load their .ts.
import { prerenderedFile, SITEMAP_PATHS, SPA_SHELL_FILE } from '../shared/src/publicPages.ts';
import type { HeadTags } from './src/lib/seo/head.ts';

interface ServerEntry {
  render: (
    pathname: string,
    siteUrl: string,
    seed?: { post?: PrerenderPost },
  ) => Promise<{ html: string; head: HeadTags; status: number; queries: unknown[]; hydrateOnLoad: boolean }>;
}

/** A published post as `GET /api/posts/{slug}` answers it (the build fetches them: see vite.config.ts). */
export interface PrerenderPost {
  slug: string;
  [field: string]: unknown;
}

/** Where the build lists the post pages it prerendered (CloudFront's rewrite serves exactly these). */
export const PRERENDERED_POSTS_FILE = 'prerendered-posts.json';
/** Matches web/src/lib/seo/origin.ts. */
const PRERENDER_DATA_ID = 'cq-prerender-data';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html with one page's head tags and markup baked in. */
export function fillTemplate(
  template: string,
  pathname: string,
  head: HeadTags,
  html: string,
  queries: unknown[] = [],
  hydrateOnLoad = false,
): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((m) => `<meta ${m.attr}="${m.key}" content="${escapeHtml(m.content)}">`),
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}">`] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    // The data the page was rendered with, for hydration: JSON, never executed; `<` escaped so it cannot close it.
    ...(queries.length
      ? [
          `<script type="application/json" id="${PRERENDER_DATA_ID}">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ].join('\n    ');
  const out = template
    // The defaults these replace: the title, description, canonical, Open Graph and Twitter tags.
    .replace(/\s*<meta\s+name="(description|robots|twitter:[^"]*)"[^>]*>/g, '')
    .replace(/\s*<meta\s+property="og:[^"]*"[^>]*>/g, '')
    .replace(/\s*<link\s+rel="canonical"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, tags)
    .replace(
      /<div id="root"><\/div>/,
      // data-prerendered tells main.tsx which path this markup is for (hydrate it, or render afresh);
      // data-hydrate="load" tells boot.ts to start the app once painted rather than on the first intent.
      () =>
        `<div id="root" data-prerendered="${escapeHtml(pathname)}"${hydrateOnLoad ? ' data-hydrate="load"' : ''}>${html}</div>`,
    );
  if (!out.includes('data-prerendered=')) throw new Error('prerender: <div id="root"></div> not found in index.html');
  return out;
}

/**
 * After the client build: builds src/entry-server.tsx for Node, renders every indexable public path
 * (shared/src/publicPages.ts) into `<outDir><path>/index.html` with its head tags, and keeps the bare
 * shell as the SPA fallback (`spa.html`) for every other route.
 */
export function prerenderPlugin(
  siteUrl: string,
  publishedPosts: () => Promise<PrerenderPost[]> = async () => [],
): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cq-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || config.build.watch) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project (Vite's cache folder), so Node resolves the server bundle's external packages.
      fs.mkdirSync(config.cacheDir, { recursive: true });
      const ssrDir = fs.mkdtempSync(path.join(config.cacheDir, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: path.join(config.root, 'src', 'entry-server.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
          },
        });
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href)) as ServerEntry;
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        fs.writeFileSync(path.join(outDir, SPA_SHELL_FILE), template);
        for (const pathname of SITEMAP_PATHS) {
          const page = await entry.render(pathname, siteUrl);
          if (page.status !== 200) throw new Error(`prerender: ${pathname} rendered with status ${page.status}`);
          const file = path.join(outDir, prerenderedFile(pathname));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, fillTemplate(template, pathname, page.head, page.html, [], page.hydrateOnLoad));
        }
        // The posts published when the site is built; later ones render on demand in the browser.
        const posts = await publishedPosts();
        const postPaths: string[] = [];
        for (const post of posts) {
          const pathname = `/insights/${post.slug}`;
          const page = await entry.render(pathname, siteUrl, { post });
          if (page.status !== 200) throw new Error(`prerender: ${pathname} rendered with status ${page.status}`);
          const file = path.join(outDir, prerenderedFile(pathname));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(
            file,
            fillTemplate(template, pathname, page.head, page.html, page.queries, page.hydrateOnLoad),
          );
          postPaths.push(pathname);
        }
        fs.writeFileSync(path.join(outDir, PRERENDERED_POSTS_FILE), JSON.stringify(postPaths));
        config.logger.info(`prerendered ${SITEMAP_PATHS.length} pages and ${postPaths.length} posts`);
      } finally {
        if (!process.env.KEEP) fs.rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
