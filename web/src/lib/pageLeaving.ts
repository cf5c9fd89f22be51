/**
 * Whether the visitor is leaving the page. Requests still in flight when they navigate away fail ("Failed to
 * fetch" in Chromium, "NetworkError…" in Firefox): that is the browser dropping them, not a fault, and the error
 * log keeps real faults only (issue 25, Part 11 list).
 */
let leaving = false;
let settle: ReturnType<typeof setTimeout> | undefined;

function markLeaving() {
  leaving = true;
  // A page that is really unloading runs no more timers; one that stayed (a cancelled beforeunload) resets.
  clearTimeout(settle);
  settle = setTimeout(() => (leaving = false), 3000);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', markLeaving);
  window.addEventListener('pagehide', markLeaving);
  window.addEventListener('pageshow', () => {
    clearTimeout(settle);
    leaving = false;
  });
}

/** A request failure the browser caused by leaving the page or aborting on purpose: not worth an error report. */
export const isAbandonedRequest = (error: unknown): boolean =>
  leaving || (error instanceof DOMException && error.name === 'AbortError');
