let serverOrigin = '';

/** Build-time prerendering names the site's origin (there is no window then). */
export const setServerOrigin = (origin: string) => {
  serverOrigin = origin.replace(/\/+$/, '');
};

/** The site's origin: the page's own in the browser, the build's site URL while prerendering. */
export const siteOrigin = () => (typeof window === 'undefined' ? serverOrigin : window.location.origin);

/** Where the prerendered HTML hands the page's data to the browser (a JSON block, never executed). */
export const PRERENDER_DATA_ID = 'cq-prerender-data';
