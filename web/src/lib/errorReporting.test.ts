import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, flushPromises, jsonResponse, stubFetch } from '@/test/browser';
import { installGlobalErrorReporting, logEntry, renderErrorEntry, reportError } from './errorReporting';

describe('reportError', () => {
  it('posts the entry as JSON with keepalive', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }, 201));
    reportError(logEntry('component', new Error('nope'), 'Widget'));
    await flushPromises();
    const [call] = callsTo(fetchMock, '/api/error-logs');
    expect(call!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(call!.body).toMatchObject({ error_type: 'component', error_message: 'nope', component_context: 'Widget' });
  });

  it('warns once and does not report its own failure (network error)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    reportError(logEntry('uncaught', 'x'));
    await flushPromises();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to log error to server');
    expect(callsTo(fetchMock, '/api/error-logs')).toHaveLength(1);
  });

  it('warns once and does not report its own failure (error status)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubFetch(() => new Response('', { status: 500 }));
    reportError(logEntry('uncaught', 'x'));
    await flushPromises();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to log error to server');
    expect(callsTo(fetchMock, '/api/error-logs')).toHaveLength(1);
  });

  it('clamps oversized fields to what the server accepts', () => {
    const entry = logEntry('uncaught', new Error('m'.repeat(5000)), 'c'.repeat(600));
    expect(entry.error_message).toHaveLength(4000);
    expect(entry.component_context).toHaveLength(500);
  });

  it('builds the render-error variant', () => {
    const entry = renderErrorEntry(new Error('bad render'), '\n    at Widget');
    expect(entry).toMatchObject({
      context: 'ErrorBoundary',
      error: 'bad render',
      componentStack: '\n    at Widget',
      url: window.location.href,
      userAgent: navigator.userAgent,
    });
    expect(entry.stack).toContain('bad render');
    expect(Number.isNaN(Date.parse(entry.timestamp))).toBe(false);
  });
});

describe('installGlobalErrorReporting', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('reports uncaught errors and unhandled rejections', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    uninstall = installGlobalErrorReporting();
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('kaboom'),
        message: 'kaboom',
        filename: 'app.js',
        lineno: 3,
        colno: 9,
      }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('async kaboom');
    window.dispatchEvent(rejection);
    await flushPromises();
    const bodies = callsTo(fetchMock, '/api/error-logs').map((c) => c.body);
    expect(bodies).toEqual([
      expect.objectContaining({ error_type: 'uncaught', error_message: 'kaboom', component_context: 'app.js:3:9' }),
      expect.objectContaining({ error_type: 'unhandled_rejection', error_message: 'async kaboom' }),
    ]);
  });

  it('reports font load failures', async () => {
    const fonts = new EventTarget();
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    uninstall = installGlobalErrorReporting();
    const event = new Event('loadingerror') as Event & { fontfaces?: { family: string }[] };
    event.fontfaces = [{ family: 'Inter' }];
    fonts.dispatchEvent(event);
    await flushPromises();
    expect(callsTo(fetchMock, '/api/error-logs')[0]!.body).toMatchObject({
      error_type: 'font',
      error_message: 'Font failed to load: Inter',
    });
    delete (document as { fonts?: unknown }).fonts;
  });

  it('is idempotent: installing twice reports once', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    uninstall = installGlobalErrorReporting();
    installGlobalErrorReporting();
    window.dispatchEvent(new ErrorEvent('error', { message: 'once' }));
    await flushPromises();
    expect(callsTo(fetchMock, '/api/error-logs')).toHaveLength(1);
  });
});
