/**
 * The only script the HTML names. A prerendered page paints from its HTML and CSS alone:
 * - a visitor without a stored session runs no React at first (islands.ts): the menu, the chat launcher, the
 *   public forms and the scheduling banner are islands that hydrate alone (React only) on the first intent on
 *   them, the app hydrates the page on the first intent on another interactive part (a search box); clicks and
 *   submits before that are held and replayed, links stay plain;
 * - a browser with a stored session gets the app (main.tsx) after the page has loaded and painted (the chrome
 *   then shows the Dashboard link), and so do the pages that load data or an embed on mount
 *   (`data-hydrate="load"`); clicks before that are held and replayed too;
 * - `/` with a stored session starts the app at once: it shows the dashboard rather than the landing page;
 * - the SPA shell (nothing prerendered) starts the app at once.
 */
import './index.css';
import { startIslands } from './islands';

/** Calls back once the first contentful paint has happened (a hidden tab may never paint: then a timer). */
function afterFirstPaint(callback: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callback();
  };
  if (performance.getEntriesByName('first-contentful-paint').length) return once();
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return once();
  }
  setTimeout(once, 3000);
}

/** After the page has loaded and painted, so the app never competes with the first paint. */
function afterLoadAndPaint(callback: () => void) {
  if (document.readyState === 'complete') afterFirstPaint(callback);
  else window.addEventListener('load', () => afterFirstPaint(callback), { once: true });
}

const root = document.getElementById('root');
const prerenderedPath = root?.dataset.prerendered;
const sessionStored = document.documentElement.dataset.session === 'stored';
// A signed-in visitor's `/` hides its prerendered landing page (public/session-hint.js, index.css): start at once.
if (prerenderedPath === undefined || (prerenderedPath === '/' && sessionStored)) void import('./main');
// Pages that load data or an embed on mount (data-hydrate="load", web/prerender.ts) need the app once painted;
// until it is there, clicks are held and replayed as on every prerendered page.
else startIslands(afterLoadAndPaint, sessionStored || root?.dataset.hydrate === 'load');
