import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
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
