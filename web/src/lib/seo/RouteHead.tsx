// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { loadConfig } from '../config';
import { applyHead, headTags } from './head';
import { useHeadOverride } from './headOverride';
import { pageHandleOf, type PageHandle } from './pageHandle';

let knownSiteUrl: string | null = null;

/**
 * Sets title, description, canonical link, Open Graph and Twitter tags from the deepest matched route's
 * `handle`. A layout effect, so a page that sets a dynamic title in an ordinary effect (usePageTitle)
 * still has the last word.
 */
export function RouteHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  // No window while prerendering; the head tags of a prerendered page are baked in at build time instead.
  const [siteUrl, setSiteUrl] = useState(
    () => knownSiteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin),
  );

  useEffect(() => {
    if (knownSiteUrl) return;
    let live = true;
    loadConfig()
      .then((config) => {
        if (!config.siteUrl) return;
        knownSiteUrl = config.siteUrl;
        if (live) setSiteUrl(config.siteUrl);
      })
      .catch(() => {
        // No config (tests, a broken deploy): the page's own origin is the next best canonical base.
      });
    return () => {
      live = false;
    };
  }, []);

  // A page that named its own head from its data (a post) wins over the route's static handle.
  const override = useHeadOverride(pathname);
  const page = override ?? pageHandleOf(matches);

  // The title only changes with the page: a later siteUrl update must not undo a page's dynamic title.
  const titled = useRef<{ page: PageHandle; pathname: string } | null>(null);
  useLayoutEffect(() => {
    const samePage = titled.current?.page === page && titled.current.pathname === pathname;
    titled.current = { page, pathname };
    applyHead(headTags(page, { siteUrl, pathname, brandName: SITE.brandName }), { title: !samePage });
  }, [page, siteUrl, pathname]);

  return null;
}
