/**
 * The islands of a prerendered public page (web/src/lib/islands/Island.tsx marks their roots): each one hydrates
 * alone, with React and its own component only, on the visitor's first intent on it, under the same rules as the
 * app's deferred hydration (deferredHydration.ts: a click before that is held and replayed). Nothing here
 * imports React: hydrateIsland.tsx and the island's component load on that first intent.
 */
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { deferHydration, type DeferredHydration } from './deferredHydration';

export const ISLAND_ATTR = 'data-island';

/** An island's component by name; it renders exactly what the page has inside that island's root. */
export type IslandRegistry = Record<string, () => Promise<ComponentType>>;

export interface IslandRoots {
  /**
   * Whether `element` belongs to the islands (the app's deferral leaves those alone): inside an island root, or
   * outside the page's root, where nothing is prerendered but what an island put there (the menu's sheet is a
   * portal).
   */
  owns: (element: Element) => boolean;
  /**
   * Before the app hydrates the whole document: stops the islands, unmounts those already hydrated and puts
   * back their prerendered markup, so that the app hydrates exactly what the page was prerendered with (React
   * never hydrates over another root). An island's state (an open menu) does not carry over, but what was typed
   * into a form does (carryTypedValues): the app's forms keep a field's value when they hydrate.
   */
  release: () => Promise<void>;
  /** Hydrates the islands of that name now, without waiting for an intent (one the address asks for). */
  start: (name: string) => void;
}

interface Started {
  element: Element;
  deferral: DeferredHydration;
  hydrating?: Promise<Root | undefined>;
  /** The island's prerendered markup, as it was before React took it over. */
  markup?: string;
}

/** `page`: the prerendered page's root (`#root`, its `data-prerendered` path is the islands' path). */
export function startIslandRoots(page: HTMLElement, registry: IslandRegistry): IslandRoots {
  const pathname = page.dataset.prerendered ?? '/';
  let released = false;
  const started: Started[] = [];
  for (const element of page.querySelectorAll(`[${ISLAND_ATTR}]`)) {
    const load = registry[element.getAttribute(ISLAND_ATTR) ?? ''];
    if (!load) continue;
    const island: Started = {
      element,
      deferral: deferHydration(element, async () => {
        island.markup = element.innerHTML;
        // A chunk that failed to load leaves the island as prerendered: replayed clicks then do nothing.
        island.hydrating = hydrate(element, load, pathname).catch(() => undefined);
        await island.hydrating;
      }),
    };
    started.push(island);
  }

  async function release(): Promise<void> {
    if (released) return;
    released = true;
    if (started.some((island) => island.hydrating)) (await import('./hydrateIsland')).stopToastHost();
    for (const island of started) {
      island.deferral.dispose();
      const root = await island.hydrating;
      if (!root || island.markup === undefined) continue;
      // A fresh element, not the old one: React's listeners for the island root stay on that one.
      const fresh = island.element.cloneNode(false) as Element;
      fresh.innerHTML = island.markup;
      // Before unmounting, which empties the island.
      carryTypedValues(island.element, fresh);
      root.unmount();
      island.element.replaceWith(fresh);
    }
  }

  return {
    start: (name) => {
      for (const island of started) if (island.element.getAttribute(ISLAND_ATTR) === name) island.deferral.start();
    },
    owns: (element) =>
      !released && (!page.contains(element) || started.some((island) => island.element.contains(element))),
    release,
  };
}

async function hydrate(element: Element, load: () => Promise<ComponentType>, pathname: string): Promise<Root> {
  const [{ hydrateIsland, startToastHost }, Island] = await Promise.all([import('./hydrateIsland'), load()]);
  startToastHost(element.ownerDocument);
  return hydrateIsland(element, Island, pathname);
}

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const formControls = (element: Element) => element.querySelectorAll<FormControl>('input, textarea, select');

/**
 * Puts what the visitor typed or chose in an island form into the same fields of its prerendered markup, so
 * that the app hydrating the page keeps it. Field by field, in document order, only when the island still shows
 * the same fields (a form the island replaced by its thank-you has nothing left to carry).
 */
export function carryTypedValues(from: Element, to: Element): void {
  const before = formControls(from);
  const after = formControls(to);
  if (before.length !== after.length) return;
  before.forEach((control, i) => {
    const target = after[i]!;
    if (target.tagName !== control.tagName || target.getAttribute('name') !== control.getAttribute('name')) return;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
      (target as HTMLInputElement).checked = control.checked;
    else target.value = control.value;
  });
}
