import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_PRELOAD_ATTR, preloadAppWhenIdle } from './appPreload';
import { deferHydration, islandOf, whenAppReady, type DeferredHydration } from './deferredHydration';

/** A load the test resolves itself, as main.tsx's hydration would. */
function controlledLoad() {
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  const load = vi.fn(() => done);
  return { load, finish: async () => (resolve(), await done, await Promise.resolve()) };
}

let hydration: DeferredHydration | undefined;
afterEach(() => {
  hydration?.dispose();
  document.body.replaceChildren();
  delete document.documentElement.dataset.appReady;
});

describe('deferHydration', () => {
  it('leaves links alone: no hold, no load (they navigate as plain links)', () => {
    document.body.innerHTML = '<a href="/careers"><span>Careers</span></a><p>text</p>';
    const { load } = controlledLoad();
    hydration = deferHydration(document, load);
    let preventedBeforeUs: boolean | undefined;
    // Seen last, after the capture listener; then stopped here (jsdom cannot navigate).
    window.addEventListener(
      'click',
      (event) => {
        preventedBeforeUs = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.querySelector('p')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(preventedBeforeUs).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the app once on the first intent on an island', () => {
    document.body.innerHTML = '<button type="button">Open menu</button><input aria-label="Email" />';
    const { load } = controlledLoad();
    hydration = deferHydration(document, load);
    document.querySelector('button')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a click before hydration and replays it on the same button once the app is ready', async () => {
    document.body.innerHTML = '<button type="button"><svg aria-hidden="true"><path d="M0 0" /></svg>Open chat</button>';
    const button = document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const { load, finish } = controlledLoad();
    hydration = deferHydration(document, load);

    // On the icon, as a pointer mostly lands.
    document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(onClick).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);

    await finish();
    expect(onClick).toHaveBeenCalledTimes(1);
    // Ready: later clicks reach the app directly.
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('holds a submit before hydration and submits the form again once the app is ready', async () => {
    document.body.innerHTML = '<form><input name="email" value="a@b.co" /><button>Send</button></form>';
    const form = document.querySelector('form')!;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { load, finish } = controlledLoad();
    hydration = deferHydration(document, load);

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    form.addEventListener('submit', onSubmit);
    await finish();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves the controls `ignore` names to another deferral: no load, no hold', () => {
    document.body.innerHTML = '<div data-island="menu"><button type="button">Open menu</button></div>';
    const button = document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const { load } = controlledLoad();
    hydration = deferHydration(document, load, { ignore: (control) => control.closest('[data-island]') !== null });
    button.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    button.click();
    expect(load).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('listens only inside an element when scoped to it', () => {
    document.body.innerHTML = '<div data-island="chat"><button type="button">Chat</button></div><button>Other</button>';
    const { load } = controlledLoad();
    hydration = deferHydration(document.querySelector('[data-island]')!, load);
    document.body.lastElementChild!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.querySelector('[data-island] button')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('treats a link inside a button-like island as a link', () => {
    document.body.innerHTML = '<div data-island><a href="/book">Book</a><button type="button">x</button></div>';
    expect(islandOf(document.querySelector('a'))).toBeNull();
    expect(islandOf(document.querySelector('button'))).toBe(document.querySelector('button'));
  });
});

describe('whenAppReady', () => {
  it('resolves once main.tsx marks <html data-app-ready>', async () => {
    let ready = false;
    const waiting = whenAppReady(document).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    document.documentElement.dataset.appReady = 'true';
    await waiting;
    expect(ready).toBe(true);
  });
});

describe('preloadAppWhenIdle', () => {
  it('adds one marked modulepreload link per app file once the browser is idle, none twice', () => {
    const idle = vi.fn<(cb: () => void) => number>();
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      preloadAppWhenIdle(document, ['/assets/main-1.js', '/assets/react-2.js']);
      expect(document.head.querySelectorAll(`link[${APP_PRELOAD_ATTR}]`)).toHaveLength(0);
      idle.mock.calls[0]![0]();
      idle.mock.calls[0]![0]();
      const links = [...document.head.querySelectorAll<HTMLLinkElement>(`link[${APP_PRELOAD_ATTR}]`)];
      expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
        ['modulepreload', '/assets/main-1.js'],
        ['modulepreload', '/assets/react-2.js'],
      ]);
    } finally {
      vi.unstubAllGlobals();
      for (const link of document.head.querySelectorAll(`link[${APP_PRELOAD_ATTR}]`)) link.remove();
    }
  });
});
