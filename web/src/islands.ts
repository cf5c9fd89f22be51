/**
 * A prerendered public page for a visitor without a stored session (see boot.ts) runs no React at first: the
 * page is complete HTML and CSS and its links are plain links. The menu and the chat launcher are islands
 * (lib/islands/islandRoots.ts): each hydrates alone, with React and its own component, on the visitor's first
 * intent on it, and so do the forms (the contact form, the newsletter box), the questions on /faq, the service
 * cards on /services, /resources' search and chips and /subscriptions' billing period and products; the
 * scheduling banner's island on `/` hydrates at once when the address asks for the banner. The app (React, the
 * router, TanStack Query, Amplify) hydrates the page on the first intent on any other control; until then its
 * files are preloaded when the browser is idle after the first paint.
 */
import { differsFromPrerender } from '@/features/careers/applyParams';
import { hasCalendlyParams } from '@/features/landing/calendlyParams';
import { OPEN_ROLES_ATTR, openRolesText } from '@/features/landing/openRoles';
import { preloadAppWhenIdle } from '@/lib/islands/appPreload';
import { deferHydration, whenAppReady } from '@/lib/islands/deferredHydration';
import { startIslandRoots, type IslandRoots } from '@/lib/islands/islandRoots';
import { ISLANDS } from './islandRegistry';

/**
 * Asks for hydration now, as does `<html data-hydrate-now="true">` set before this runs (end-to-end tests use
 * them before interacting: see e2e/support/test.ts).
 */
export const HYDRATE_EVENT = 'cq:hydrate';

/** `hydrateOnLoad`: the page needs the app as soon as it has painted (see boot.ts), not on the first intent. */
export function startIslands(afterLoadAndPaint: (callback: () => void) => void, hydrateOnLoad: boolean): void {
  const root = document.getElementById('root');
  const hydrateNow = document.documentElement.dataset.hydrateNow === 'true';
  const appOnLoad = hydrateOnLoad || differsFromPrerender(root?.dataset.prerendered, window.location.search);
  // A page the app hydrates anyway starts no island: the app takes the whole document.
  const islands: IslandRoots | null = hydrateNow || appOnLoad || !root ? null : startIslandRoots(root, ISLANDS);
  // The scheduling banner's island (on `/`) shows at once when the address asks for it.
  if (hasCalendlyParams(window.location.search)) islands?.start('calendly');
  const hydration = deferHydration(
    document,
    async () => {
      // The app hydrates the page as prerendered: islands already hydrated give their markup back first.
      await islands?.release();
      await import('./main');
      await whenAppReady(document);
    },
    { ignore: (control) => islands?.owns(control) ?? false },
  );
  window.addEventListener(HYDRATE_EVENT, hydration.start, { once: true });
  if (hydrateNow) hydration.start();
  else if (appOnLoad) afterLoadAndPaint(hydration.start);
  else afterLoadAndPaint(() => preloadAppWhenIdle(document));
  afterLoadAndPaint(() => void fillOpenRoles());
}

/**
 * The landing page's hiring strip counts the open roles (`GET /api/careers`) without waiting for the app: the
 * real count or nothing, as the app itself shows it.
 */
async function fillOpenRoles(): Promise<void> {
  const slot = document.querySelector(`[${OPEN_ROLES_ATTR}]`);
  if (!slot) return;
  try {
    const res = await fetch('/api/careers', { headers: { accept: 'application/json' } });
    const roles = res.ok ? openRolesText(await res.json()) : null;
    if (roles) slot.textContent = ` · ${roles}`;
  } catch {
    // No count: the strip reads "We're hiring".
  }
}
