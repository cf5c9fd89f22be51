import type { ReactNode } from 'react';

/**
 * Marks an island root in the prerendered page: on a page without the app, web/src/lib/islands/islandRoots.ts
 * hydrates the control inside on the visitor's first intent on it, with React alone (ISLANDS names the
 * component, which must render exactly `children`). `display: contents`, so the wrapper changes no layout.
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
