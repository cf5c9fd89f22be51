import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslandRoots, type IslandRoots } from './islandRoots';
import { PlainSiteNav, useSiteNav } from './siteNav';

/** A small island: a counter that shows the page's path, as an island sees it. */
function Counter() {
  const { pathname } = useSiteNav();
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {pathname} {count}
    </button>
  );
}

const PATH = '/pricing';
const prerendered = () =>
  renderToString(
    <PlainSiteNav pathname={PATH}>
      <Counter />
    </PlainSiteNav>,
  );

function page(): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered="${PATH}"><p><button type="button">Form</button></p><div data-island="counter">${prerendered()}</div></div><div id="portal"><button type="button">In a portal</button></div>`;
  return document.getElementById('root')!;
}

const islandButton = () => document.querySelector<HTMLButtonElement>('[data-island] button')!;

/** Gives a load that should not happen the time to (the loader's imports resolve in a few turns). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Until React has hydrated the island (its dynamic imports can take long on a busy machine). */
const hydrated = () =>
  waitFor(() => expect(Object.keys(islandButton()).some((key) => key.startsWith('__reactProps'))).toBe(true));

let islands: IslandRoots | undefined;
afterEach(async () => {
  await act(async () => islands?.release());
  document.body.replaceChildren();
});

describe('startIslandRoots', () => {
  it('loads nothing until the first intent on an island', async () => {
    const load = vi.fn(async () => Counter);
    islands = startIslandRoots(page(), { counter: load });
    document.querySelector('p button')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    islandButton().dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await hydrated();
  });

  it('hydrates an island at once when started by name (one the address asks for), no intent needed', async () => {
    const load = vi.fn(async () => Counter);
    islands = startIslandRoots(page(), { counter: load });
    islands.start('other');
    await settle();
    expect(load).not.toHaveBeenCalled();
    islands.start('counter');
    expect(load).toHaveBeenCalledTimes(1);
    await hydrated();
  });

  it('hydrates the island with React, keeping its prerendered nodes, and replays a click made before', async () => {
    islands = startIslandRoots(page(), { counter: async () => Counter });
    const button = islandButton();
    button.click();
    // Held: nothing answered yet.
    expect(button.textContent).toBe(`${PATH} 0`);
    await waitFor(() => expect(button.textContent).toBe(`${PATH} 1`));
    await act(async () => button.click());
    expect(button.textContent).toBe(`${PATH} 2`);
    expect(islandButton()).toBe(button);
  });

  it('owns its islands and what lies outside the page, not the rest of the page', () => {
    islands = startIslandRoots(page(), { counter: async () => Counter });
    expect(islands.owns(islandButton())).toBe(true);
    expect(islands.owns(document.querySelector('#portal button')!)).toBe(true);
    expect(islands.owns(document.querySelector('p button')!)).toBe(false);
  });

  it('gives back the prerendered markup on fresh elements when released, and owns nothing after', async () => {
    const root = page();
    const island = document.querySelector('[data-island]')!;
    const markup = island.innerHTML;
    islands = startIslandRoots(root, { counter: async () => Counter });
    islandButton().click();
    await waitFor(() => expect(islandButton().textContent).toBe(`${PATH} 1`));

    await act(async () => islands!.release());
    const fresh = document.querySelector('[data-island]')!;
    expect(fresh).not.toBe(island);
    expect(fresh.getAttribute('data-island')).toBe('counter');
    expect(fresh.innerHTML).toBe(markup);
    expect(islands.owns(islandButton())).toBe(false);
    // Released: a click on it is no longer the island's (the app's deferral holds it instead).
    islandButton().click();
    await settle();
    expect(islandButton().textContent).toBe(`${PATH} 0`);
  });

  it('carries what was typed into an island form over to the markup it gives back', async () => {
    document.body.innerHTML = `<div id="root" data-prerendered="${PATH}"><div data-island="field">${renderToString(<Field />)}</div></div>`;
    const markup = document.querySelector('[data-island]')!.innerHTML;
    islands = startIslandRoots(document.getElementById('root')!, { field: async () => Field });
    const input = () => document.querySelector<HTMLInputElement>('[data-island] input')!;
    const box = () => document.querySelector<HTMLInputElement>('[data-island] input[type="checkbox"]')!;
    input().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(Object.keys(input()).some((key) => key.startsWith('__reactProps'))).toBe(true));
    input().value = 'typed';
    box().checked = true;

    await act(async () => islands!.release());
    expect(input().value).toBe('typed');
    expect(box().checked).toBe(true);
    expect(document.querySelector('[data-island]')!.innerHTML).toBe(markup);
  });
});

/** An uncontrolled field and a checkbox, as the island forms have. */
function Field() {
  return (
    <form>
      <input name="email" />
      <input name="consent" type="checkbox" />
    </form>
  );
}
