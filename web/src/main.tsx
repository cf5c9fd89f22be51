import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { hasStoredSession } from './lib/auth/session';
import { createQueryClient } from './lib/api/queryClient';
import { installGlobalErrorReporting } from './lib/errorReporting';
import { PRERENDER_DATA_ID } from './lib/seo/origin';
import { differsFromPrerender } from './features/careers/applyParams';

installGlobalErrorReporting();

/**
 * Loads the lazy route modules the current address matches, before the router exists: the router then
 * starts initialized and its first render is the page itself (as prerendered), not the HydrateFallback.
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}

/** `[queryKey, data]` pairs from the prerendered page's JSON block (web/prerender.ts), or none. */
function prerenderedQueries(): Array<[unknown[], unknown]> {
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as Array<[unknown[], unknown]>) : [];
  } catch {
    return [];
  }
}

/** Marks the document once the app has committed (e2e waits for it before interacting with a prerendered page). */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // A prerendered page (web/prerender.ts) names its path; anything else (the SPA shell) renders afresh.
  const here = window.location.pathname.replace(/\/+$/, '') || '/';
  // `/` is prerendered for visitors (the landing page); a signed-in user's first render is not that page.
  const signedInHome = here === '/' && hasStoredSession();
  const hydrate =
    container.dataset.prerendered === here &&
    container.hasChildNodes() &&
    !signedInHome &&
    !differsFromPrerender(container.dataset.prerendered, window.location.search);
  // On failure (a chunk did not load) the router loads the modules itself and shows its error page.
  await resolveLazyMatches().catch(() => undefined);
  // A prerendered data page (a post) hands over the data it was rendered with, so hydration matches.
  const client = createQueryClient();
  if (hydrate) for (const [key, data] of prerenderedQueries()) client.setQueryData(key, data);
  const app = (
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={createRouter()} />
        <MarkReady />
      </Providers>
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    // The markup is gone: nothing is prerendered here any more (index.css hides a signed-in `/` until now).
    delete container.dataset.prerendered;
    createRoot(container).render(app);
  }
}

void start();
