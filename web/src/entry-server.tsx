/**
 * Build-time prerendering (see web/prerender.ts): renders one public path to HTML with the same routes and
 * providers as the browser, for a logged-out visitor, and says which head tags the page carries. The client
 * (main.tsx) hydrates this markup. Not part of the browser bundle.
 */
// Deep import: the package root also exports zod schemas.
import { SITE } from '@cq/shared/site';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PublicPost } from '@cq/shared/content/schemas';
import { Providers } from './app/providers';
import { postPageHandle, postQueryKey, prerenderablePost } from './features/insights/postHead';
import { createQueryClient } from './lib/api/queryClient';
import { setServerOrigin } from './lib/seo/origin';
import { routes } from './app/router';
import { headTags, type HeadTags } from './lib/seo/head';
import { pageHandleOf } from './lib/seo/pageHandle';

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  head: HeadTags;
  /** 200, or the error status when the path matched nothing (the 404 page) or failed. */
  status: number;
  /** The query data the page was rendered with, for the browser to hydrate from (`[queryKey, data]`). */
  queries: Array<readonly [readonly unknown[], unknown]>;
  /** The app hydrates as soon as the page has painted, not on the first intent (see PageHandle). */
  hydrateOnLoad: boolean;
}

/** What a data page is rendered from: a published post (fetched by the build from the API). */
export interface RenderSeed {
  post?: PublicPost;
}

export async function render(pathname: string, siteUrl: string, seed: RenderSeed = {}): Promise<RenderedPage> {
  setServerOrigin(siteUrl);
  const post = seed.post && prerenderablePost(seed.post);
  const queries: RenderedPage['queries'] = post ? [[postQueryKey(post.slug), post]] : [];
  const client = createQueryClient();
  for (const [key, data] of queries) client.setQueryData(key, data);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, siteUrl)));
  if (context instanceof Response) throw new Error(`${pathname}: the routes answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers client={client}>
        {/* hydrate={false}: no inline hydration-data script (CSP script-src 'self'; there are no loaders). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // One document, no outlined Suspense segments (those need React's inline reveal scripts, which the CSP forbids).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const handle = post ? postPageHandle(post) : pageHandleOf(context.matches.map((m) => m.route));
  const head = headTags(handle, {
    siteUrl,
    pathname,
    brandName: SITE.brandName,
  });
  // A post page hydrates at once: the app takes over the data it was rendered from.
  const hydrateOnLoad = Boolean(post) || handle.hydrateOnLoad === true;
  return { html, head, status: context.statusCode, queries, hydrateOnLoad };
}
