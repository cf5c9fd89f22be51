/**
 * The app's JavaScript files (main.tsx and every chunk it imports statically), as the build wrote them: the
 * `cq-app-preload` plugin (web/appPreloadPlugin.ts) replaces the placeholder in the built file. In dev, or if the
 * placeholder was not replaced, the list is empty and nothing is preloaded.
 */
const APP_FILES_JSON = '__CQ_APP_PRELOAD__';

export function appFiles(): string[] {
  try {
    const files: unknown = JSON.parse(APP_FILES_JSON);
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

/** Marks the links this adds (the web bench counts their files apart from the page's first load). */
export const APP_PRELOAD_ATTR = 'data-app-preload';

/**
 * Fetches (and lets the browser compile) the app's files without running them, so that the first in-app
 * navigation or interaction does not wait for the network. Once the browser is idle.
 */
export function preloadAppWhenIdle(doc: Document, files: string[] = appFiles()): void {
  const preload = () => {
    for (const href of files) {
      if (doc.head.querySelector(`link[href="${href}"]`)) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.setAttribute(APP_PRELOAD_ATTR, '');
      doc.head.append(link);
    }
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 5000 });
  else setTimeout(preload, 1000);
}
