/**
 * The only script the HTML names. A prerendered page paints from its HTML and CSS alone, so the app's
 * JavaScript (React, the router, the page) is requested only after the page has loaded and painted: it never
 * competes with the first paint, and the prerendered links work as plain navigations until then.
 * The SPA shell (nothing prerendered) starts at once.
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

const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;
if (!prerendered) start();
else if (document.readyState === 'complete') afterFirstPaint(start);
else window.addEventListener('load', () => afterFirstPaint(start), { once: true });
