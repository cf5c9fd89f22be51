/**
 * Deferred hydration of a prerendered public page (see web/src/islands.ts). Until the app has hydrated, links
 * stay plain links (the browser navigates to the next prerendered page), and the page's islands — the menu
 * button, the chat launcher, forms and any other control — start the app on the visitor's first intent
 * (pointer over, focus). A click or submit that arrives before the app is listening is held and replayed on
 * the same element once it is (hydration keeps the prerendered DOM nodes).
 */

/** Controls whose behaviour needs the app; a plain `<a href>` is not one (it works without JavaScript). */
const ISLAND_SELECTOR = 'button, input, select, textarea, summary, label, [role="button"], [data-island]';

/** The island an event happened in, or null (plain links, text, anything that works without the app). */
export function islandOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const island = target.closest(ISLAND_SELECTOR);
  if (!island) return null;
  // A link inside a button-like wrapper is still a link.
  const link = target.closest('a[href]');
  if (link && island.contains(link)) return null;
  return island;
}

export interface DeferredHydration {
  /** Starts the app now (idempotent). */
  start: () => void;
  /** Removes the listeners (once the app is ready, or in tests). */
  dispose: () => void;
}

export interface DeferOptions {
  /** Controls this deferral leaves to another (the island roots that hydrate on their own: islandRoots.ts). */
  ignore?: (island: Element) => boolean;
}

/**
 * Listens on `scope` (the document for the app, an island root for that island) for the first intent on an
 * island and calls `load` once; `load` resolves when the app (or the island) has hydrated. Held clicks and
 * submits are replayed after that, in order.
 */
export function deferHydration(
  scope: Document | Element,
  load: () => Promise<void>,
  { ignore }: DeferOptions = {},
): DeferredHydration {
  let loading: Promise<void> | null = null;
  let ready = false;
  const held: Array<() => void> = [];

  const start = () => {
    loading ??= load().then(() => {
      ready = true;
      dispose();
      for (const replay of held.splice(0)) replay();
    });
  };

  const claimed = (target: EventTarget | null) => {
    const island = islandOf(target);
    return island && !ignore?.(island) ? island : null;
  };
  const onIntent = (event: Event) => {
    if (claimed(event.target)) start();
  };
  const onClick = (event: Event) => {
    if (ready) return;
    const island = claimed(event.target);
    if (!island) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The island, not the target: a click on a button's icon targets an SVG element, which has no click().
    held.push(() => {
      if (island.isConnected && island instanceof HTMLElement) island.click();
    });
    start();
  };
  const onSubmit = (event: Event) => {
    if (ready) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || ignore?.(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter ?? null;
    held.push(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    });
    start();
  };

  // Intent only starts loading (passive: scrolling is never held up); clicks and submits may be held.
  const listeners: Array<[string, EventListener, boolean]> = [
    ['pointerover', onIntent, true],
    ['focusin', onIntent, true],
    ['touchstart', onIntent, true],
    ['click', onClick, false],
    ['submit', onSubmit, false],
  ];
  for (const [type, listener, passive] of listeners) scope.addEventListener(type, listener, { capture: true, passive });
  function dispose() {
    for (const [type, listener] of listeners) scope.removeEventListener(type, listener, { capture: true });
  }
  return { start, dispose };
}

/** Resolves once main.tsx has committed the app (it marks `<html data-app-ready>`). */
export function whenAppReady(doc: Document): Promise<void> {
  const html = doc.documentElement;
  if (html.dataset.appReady === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (html.dataset.appReady !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
  });
}
