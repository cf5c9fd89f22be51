import type { ComponentType } from 'react';

/**
 * A route's `lazy` for a page: `{ path, handle, lazy: lazyPage(() => import('./pages/FaqPage')) }`. The page
 * module is its own chunk, loaded when the route first matches; its default export (or the named one) becomes
 * the route's Component. The route's `handle` (page metadata) stays on the route itself, outside the chunk.
 * Before hydrating, main.tsx resolves the `lazy` of the matched routes, and the build-time prerender
 * (entry-server.tsx) does the same through the static handler, so both render the page itself.
 */
type LazyPage = () => Promise<{ Component: ComponentType }>;

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage;
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, exportName: K): LazyPage;
export function lazyPage(load: () => Promise<Record<string, ComponentType>>, exportName = 'default'): LazyPage {
  return async () => ({ Component: (await load())[exportName]! });
}
