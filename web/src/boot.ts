/**
 * The only script the HTML names. A prerendered page paints from its HTML and CSS alone, so the app's
 * JavaScript (React, the router, the page) is requested only after the page has loaded and painted: it never
 * competes with the first paint, and the prerendered links work as plain navigations until then.
 * The SPA shell (nothing prerendered) starts at once, and so does `/` for a signed-in visitor, who is shown
 * the dashboard rather than the prerendered landing page.
 */
import './index.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

/** Calls back once the first contentful paint has happened (a hidden tab may never paint: then a timer). */
function afterFirstPaint(callback: () => void) {
  if (performance.getEntriesByName('first-contentful-paint').length) return callback();
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      callback();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return callback();
  }
  setTimeout(callback, 3000);
}

const prerenderedPath = document.getElementById('root')?.dataset.prerendered;
// A signed-in visitor's `/` hides its prerendered landing page (public/session-hint.js, index.css): start at once.
const signedInHome = prerenderedPath === '/' && document.documentElement.dataset.session === 'stored';
if (prerenderedPath === undefined || signedInHome) start();
else if (document.readyState === 'complete') afterFirstPaint(start);
else window.addEventListener('load', () => afterFirstPaint(start), { once: true });
