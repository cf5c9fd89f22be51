import type { ErrorLogEntry, RenderErrorEntry, RouteKey } from '@cq/shared';

// Reporting keeps its own fetch (it must never report itself), but its route is still checked against the manifest.
const ERROR_LOG_ROUTE = 'POST /api/error-logs' satisfies RouteKey;
export const ERROR_LOG_URL = ERROR_LOG_ROUTE.slice(ERROR_LOG_ROUTE.indexOf(' ') + 1);

// The server rejects oversized fields (shared errorLog schema bounds); clamp instead of losing the report.
const LIMITS = { short: 500, message: 4000, url: 2000, agent: 1000, stack: 16000 } as const;
const clamp = (value: string | undefined, max: number): string | undefined =>
  value === undefined ? undefined : value.length > max ? value.slice(0, max) : value;

function currentPage(): { url: string; userAgent: string } {
  return { url: window.location.href, userAgent: navigator.userAgent };
}

/**
 * Fire and forget. Uses `fetch` directly (never the request layer) so a failing error-log call
 * can never report itself; `keepalive` lets reports made during unload still leave.
 */
export function reportError(entry: ErrorLogEntry | RenderErrorEntry): void {
  let body: string;
  try {
    body = JSON.stringify(entry);
  } catch {
    return;
  }
  try {
    fetch(ERROR_LOG_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'include',
    })
      .then((res) => {
        if (!res.ok) console.warn('Failed to log error to server');
      })
      .catch(() => console.warn('Failed to log error to server'));
  } catch {
    console.warn('Failed to log error to server');
  }
}

export function errorDetails(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Builds the general entry (spec §3) with page, agent and time filled in. */
export function logEntry(errorType: string, error: unknown, componentContext?: string): ErrorLogEntry {
  const { message, stack } = errorDetails(error);
  const page = currentPage();
  return {
    error_type: errorType,
    error_message: clamp(message || 'Unknown error', LIMITS.message)!,
    component_context: clamp(componentContext, LIMITS.short),
    stack_trace: clamp(stack, LIMITS.stack),
    page_url: clamp(page.url, LIMITS.url),
    user_agent: clamp(page.userAgent, LIMITS.agent),
    timestamp: new Date().toISOString(),
  };
}

/** The error boundary's variant of the entry. */
export function renderErrorEntry(
  error: unknown,
  componentStack?: string | null,
  context = 'ErrorBoundary',
): RenderErrorEntry {
  const { message, stack } = errorDetails(error);
  const page = currentPage();
  return {
    context,
    error: clamp(message || 'Unknown render error', LIMITS.message)!,
    stack: clamp(stack, LIMITS.stack),
    componentStack: clamp(componentStack ?? undefined, LIMITS.stack),
    timestamp: new Date().toISOString(),
    userAgent: clamp(page.userAgent, LIMITS.agent),
    url: clamp(page.url, LIMITS.url),
  };
}

interface FontFaceSetLoadEventLike extends Event {
  fontfaces?: readonly { family: string }[];
}

let uninstall: (() => void) | null = null;

/**
 * Reports uncaught errors, unhandled rejections and font load failures. Idempotent; returns the
 * function that removes the listeners (tests, hot reload).
 */
export function installGlobalErrorReporting(): () => void {
  if (uninstall) return uninstall;

  const onError = (event: ErrorEvent) => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined;
    reportError(logEntry('uncaught', event.error ?? event.message, where));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportError(logEntry('unhandled_rejection', event.reason ?? 'Unhandled promise rejection'));
  };
  const onFontError = (event: Event) => {
    const families = (event as FontFaceSetLoadEventLike).fontfaces?.map((f) => f.family).join(', ');
    reportError(logEntry('font', `Font failed to load${families ? `: ${families}` : ''}`, 'document.fonts'));
  };

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  fonts?.addEventListener?.('loadingerror', onFontError);

  uninstall = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    fonts?.removeEventListener?.('loadingerror', onFontError);
    uninstall = null;
  };
  return uninstall;
}
