/**
 * Metadata every public route carries as its React Router `handle`: the head (title, description,
 * canonical link, Open Graph tags) is set from the deepest matching route's handle, and the sitemap lists
 * every route that has one.
 */
export interface PageHandle {
  /** The page's own title; the brand is appended ("Services | Clarity Clinical QA"). */
  title: string;
  /** One or two sentences for search results and link previews (50-160 characters). */
  description: string;
  /** Leave out of sitemap.xml (sign-in, checkout results and the like). */
  noindex?: boolean;
}
