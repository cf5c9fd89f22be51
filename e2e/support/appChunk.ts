import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Holds every request for the app's main chunk until `release` is called. */
export async function holdAppChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Present once the app has hydrated the page (web/src/main.tsx marks it). */
export const appReady = (page: Page) => page.locator('html[data-app-ready="true"]');

/** The build the stack serves (see globalSetup.ts). */
const distDir = () => process.env.E2E_WEB_DIST ?? path.join(process.cwd(), 'web', 'dist-e2e');

/**
 * Every script the page fetched, by its source modules (read from the build's hidden source maps): what an island
 * brought with it. `app()` lists those of the app's own libraries (the router, TanStack Query, Amplify).
 */
export function scriptsFetched(page: Page) {
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice('/assets/'.length));
  });
  const sources = () =>
    [...files].flatMap((file) => {
      // The bundler's own module runtime has no map (no module of ours or of a library is in it).
      if (file.startsWith('rolldown-runtime-')) return [];
      const map = JSON.parse(fs.readFileSync(path.join(distDir(), 'assets', `${file}.map`), 'utf8')) as {
        sources: string[];
      };
      return map.sources;
    });
  return {
    /** The source modules fetched whose path contains `part` (proof that the maps were read: an island's own). */
    including: (part: string) => sources().filter((source) => source.includes(part)),
    app: () => [...new Set(sources().filter((source) => APP_LIBRARIES.test(source)))],
  };
}

/** The app's libraries that an island never loads. */
const APP_LIBRARIES = /node_modules\/(react-router|react-router-dom|@tanstack|aws-amplify|@aws-amplify)\//;
