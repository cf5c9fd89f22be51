import { describe, expect, it } from 'vitest';
import { callsTo, flushPromises, jsonResponse, stubFetch, storeFakeSession } from '@/test/browser';
import type { FetchHandler } from '@/test/browser';
import { HttpError, send } from './request';

/** The API answers with `answer`; the error log accepts reports (keeps the output free of warnings). */
const failing =
  (answer: FetchHandler): FetchHandler =>
  (url, init) =>
    url === '/api/error-logs' ? jsonResponse({}, 201) : answer(url, init);

describe('send', () => {
  it('sends JSON with credentials and returns the response', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 1 }, 201));
    const res = await send('POST', '/api/audits', { title: 'A', type: 'pharmacy' });
    expect(await res.json()).toEqual({ id: 1 });
    const [call] = callsTo(fetchMock, '/api/audits');
    expect(call!.init.method).toBe('POST');
    expect(call!.init.credentials).toBe('include');
    expect((call!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(call!.body).toEqual({ title: 'A', type: 'pharmacy' });
  });

  it('raises "status: body" for a non-2xx response', async () => {
    stubFetch(failing(() => new Response('{"error":"Not signed in"}', { status: 401, statusText: 'Unauthorized' })));
    await expect(send('GET', '/api/audits')).rejects.toThrow('401: {"error":"Not signed in"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(failing(() => new Response('', { status: 503, statusText: 'Service Unavailable' })));
    const error = await send('GET', '/api/audits').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('503: Service Unavailable');
  });

  it('does not report the refusals the page shows (4xx) to the error log', async () => {
    const answers: Record<string, number> = {
      '/api/a': 400,
      '/api/b': 401,
      '/api/c': 403,
      '/api/d': 409,
      '/api/e': 423,
    };
    const fetchMock = stubFetch((url) =>
      url === '/api/error-logs' ? jsonResponse({}, 201) : new Response('refused', { status: answers[url] }),
    );
    for (const url of Object.keys(answers)) {
      await expect(send('POST', url, {})).rejects.toThrow(`${answers[url]}: refused`);
    }
    await flushPromises();
    expect(callsTo(fetchMock, '/api/error-logs')).toEqual([]);
  });

  it('reports every server fault (5xx) to the error log', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/error-logs' ? jsonResponse({}, 201) : new Response('boom', { status: 500 }),
    );
    await expect(send('DELETE', '/api/audit-reports/7')).rejects.toThrow('500: boom');
    await flushPromises();
    const [report] = callsTo(fetchMock, '/api/error-logs');
    expect(report!.body).toMatchObject({
      error_type: 'network',
      error_message: '500: boom',
      component_context: 'DELETE /api/audit-reports/7',
      page_url: window.location.href,
      user_agent: navigator.userAgent,
    });
    expect(new Date((report!.body as { timestamp: string }).timestamp).toISOString()).toBe(
      (report!.body as { timestamp: string }).timestamp,
    );
    expect(report!.init.keepalive).toBe(true);
  });

  it('reports a failed fetch and rethrows it', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/error-logs') return jsonResponse({}, 201);
      throw new TypeError('Failed to fetch');
    });
    await expect(send('GET', '/api/careers')).rejects.toThrow('Failed to fetch');
    await flushPromises();
    expect(callsTo(fetchMock, '/api/error-logs')[0]!.body).toMatchObject({
      error_type: 'network',
      error_message: 'Failed to fetch',
      component_context: 'GET /api/careers',
    });
  });

  it('does not report requests the browser drops as the visitor leaves the page, nor deliberate aborts', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/error-logs') return jsonResponse({}, 201);
      if (url === '/api/posts') throw new DOMException('The user aborted a request.', 'AbortError');
      throw new TypeError('Failed to fetch');
    });
    await expect(send('GET', '/api/posts')).rejects.toThrow('aborted');
    window.dispatchEvent(new Event('pagehide'));
    await expect(send('GET', '/api/careers')).rejects.toThrow('Failed to fetch');
    await flushPromises();
    expect(callsTo(fetchMock, '/api/error-logs')).toEqual([]);
    // Back on the page (bfcache, or a cancelled unload): failures are faults again.
    window.dispatchEvent(new Event('pageshow'));
    await expect(send('GET', '/api/careers')).rejects.toThrow('Failed to fetch');
    await flushPromises();
    expect(callsTo(fetchMock, '/api/error-logs')).toHaveLength(1);
  });

  it('never reports a failed call to the error log itself', async () => {
    const fetchMock = stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(send('POST', '/api/error-logs', { error_type: 'x', error_message: 'y' })).rejects.toThrow('500:');
    await flushPromises();
    expect(callsTo(fetchMock, '/api/error-logs')).toHaveLength(1);
  });

  it('sends no Authorization header and loads no auth SDK without a stored session', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    await send('GET', '/api/careers');
    const headers = callsTo(fetchMock, '/api/careers')[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the ID token as a bearer token when a session is stored', async () => {
    const { idToken } = storeFakeSession();
    const fetchMock = stubFetch(() => jsonResponse({}));
    await send('GET', '/api/auth/user');
    const headers = callsTo(fetchMock, '/api/auth/user')[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${idToken}`);
  });
});
