import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { LazyToaster } from '@/components/ui/LazyToaster';
import { PlainSiteNav } from './siteNav';

/** Calls back once React has committed the island (its listeners are attached): held clicks replay then. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Hydrates one island root (web/src/lib/islands/Island.tsx) with React alone: no router, TanStack Query or
 * Amplify; the island's links are plain links (PlainSiteNav). Its own chunk, so the islands loader stays free of
 * React until a visitor reaches for an island. `Hydrated` renders nothing, so the markup is the island's alone.
 */
export function hydrateIsland(element: Element, Island: ComponentType, pathname: string): Promise<Root> {
  return new Promise((resolve, reject) => {
    let root: Root | undefined;
    const onHydrated = () => resolve(root!);
    try {
      root = hydrateRoot(
        element,
        <StrictMode>
          <PlainSiteNav pathname={pathname}>
            <Island />
          </PlainSiteNav>
          <Hydrated onHydrated={onHydrated} />
        </StrictMode>,
      );
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

let toastHost: { root: Root; element: HTMLElement } | null = null;

/**
 * The islands' toast host: the app's own (LazyToaster, from the same store in lib/toast.ts), one for all the
 * islands, in an element of its own after the page's root (nothing prerendered there, so no hydration), so an
 * island form's toast shows without the app. Renders nothing until the first toast.
 */
export function startToastHost(doc: Document): void {
  if (toastHost) return;
  const element = doc.createElement('div');
  doc.body.append(element);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <LazyToaster />
    </StrictMode>,
  );
  toastHost = { root, element };
}

/** Before the app hydrates: its providers render the toaster from then on (a toast still open carries over). */
export function stopToastHost(): void {
  if (!toastHost) return;
  toastHost.root.unmount();
  toastHost.element.remove();
  toastHost = null;
}
