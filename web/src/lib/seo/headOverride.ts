import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageHandle } from './pageHandle';

/**
 * A page whose head depends on data (a post's title, its description) names it here while it is shown;
 * RouteHead prefers it over the route's static `handle` for that path only.
 */
let current: { pathname: string; handle: PageHandle } | null = null;
const listeners = new Set<() => void>();

function set(next: typeof current) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The head a page named for `pathname`, or null. */
export function useHeadOverride(pathname: string): PageHandle | null {
  const value = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return value?.pathname === pathname ? value.handle : null;
}

/** Sets the current page's head from its data while mounted. */
export function PageHead({ handle }: { handle: PageHandle }) {
  const { pathname } = useLocation();
  const { title, description, noindex, canonicalPath, ogType } = handle;
  useEffect(() => {
    set({ pathname, handle: { title, description, noindex, canonicalPath, ogType } });
    return () => {
      if (current?.pathname === pathname) set(null);
    };
  }, [pathname, title, description, noindex, canonicalPath, ogType]);
  return null;
}
