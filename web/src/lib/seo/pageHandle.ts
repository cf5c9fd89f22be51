// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';

/**
 * Metadata every public route carries as its React Router `handle`: the head (title, description,
 * canonical link, Open Graph tags) is set from the deepest matching route's handle, and the sitemap lists
 * every indexable route (see shared/src/publicPages.ts and web/src/app/sitemap.test.ts).
 */
export interface PageHandle {
  /** The page's own title; the brand is appended ("Services | Clarity Clinical QA"). */
  title: string;
  /** One or two sentences for search results and link previews (50-160 characters). */
  description: string;
  /** Leave out of sitemap.xml and mark `noindex` (sign-in, checkout results and the like). */
  noindex?: boolean;
  /**
   * A duplicate page names its original here (`/privacy` → `/privacy-policy`): the canonical link points
   * there and only the original is listed in the sitemap.
   */
  canonicalPath?: string;
  /** Open Graph type: `website` unless the page is an article (a published post). */
  ogType?: 'website' | 'article';
  /**
   * The prerendered page needs the app as soon as it has painted (it loads data or an embed on mount); the
   * others hydrate on the visitor's first intent (web/src/islands.ts).
   */
  hydrateOnLoad?: boolean;
}

export const isPageHandle = (value: unknown): value is PageHandle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageHandle).title === 'string' &&
  typeof (value as PageHandle).description === 'string';

/** The head of a route without its own handle (and the defaults in index.html). */
export const FALLBACK_PAGE: PageHandle = {
  title: 'GCP Audit & Clinical QA Consulting',
  description: SITE.tagline,
};

/** The deepest matched route's page handle: what the head says for the current page. */
export const pageHandleOf = (matches: readonly { handle?: unknown }[]): PageHandle =>
  ([...matches].reverse().find((m) => isPageHandle(m.handle))?.handle as PageHandle | undefined) ?? FALLBACK_PAGE;
