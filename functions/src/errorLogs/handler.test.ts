import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoke, partition, useTestTable } from '../../test/harness';

useTestTable();
const today = () => `ERRORLOGS#${new Date().toISOString().slice(0, 10)}`;
const stored = async (ip: string) => (await partition(today())).filter((i) => i.clientAddress === ip);

const entry = {
  error_type: 'network',
  error_message: '500: {"error":"boom"}',
  component_context: 'apiRequest',
  stack_trace: 'Error: boom\n    at x',
  page_url: 'http://127.0.0.1:5173/dashboard',
  user_agent: 'Chromium',
  timestamp: new Date().toISOString(),
};

describe('POST /api/error-logs', () => {
  it('stores a valid entry unresolved with a 90-day expiry and answers 202', async () => {
    const res = await invoke('POST', '/api/error-logs', { body: entry, sourceIp: '198.51.100.1' });
    expect(res.status).toBe(202);
    const [item] = await stored('198.51.100.1');
    expect(item).toMatchObject({
      error_type: 'network',
      error_message: entry.error_message,
      resolved: false,
      id: res.json!.id,
    });
    const days = (item!.expiresAt - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('accepts the render-error variant and normalises it', async () => {
    const res = await invoke('POST', '/api/error-logs', {
      sourceIp: '198.51.100.2',
      body: {
        context: 'ErrorBoundary',
        error: 'Cannot read x',
        stack: 'at A',
        componentStack: 'at B',
        timestamp: new Date().toISOString(),
        userAgent: 'UA',
        url: 'http://x/y',
      },
    });
    expect(res.status).toBe(202);
    const [item] = await stored('198.51.100.2');
    expect(item).toMatchObject({
      error_type: 'component',
      component_context: 'ErrorBoundary',
      error_message: 'Cannot read x',
      page_url: 'http://x/y',
    });
  });

  it('rejects invalid fields with field messages and stores nothing', async () => {
    const res = await invoke('POST', '/api/error-logs', {
      body: { ...entry, error_message: '', timestamp: 'yesterday' },
      sourceIp: '198.51.100.3',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { error_message: 'error_message is required', timestamp: 'timestamp must be an ISO date-time' },
    });
    expect(await stored('198.51.100.3')).toHaveLength(0);
  });

  it('rejects unknown fields (no silent data loss)', async () => {
    const res = await invoke('POST', '/api/error-logs', { body: { ...entry, extra: 1 }, sourceIp: '198.51.100.3' });
    expect(res.status).toBe(400);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await invoke('POST', '/api/error-logs', { rawBody: '{"error_type":', sourceIp: '198.51.100.4' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Request body must be valid JSON' });
  });

  it('rejects a body over 64 KB with 413', async () => {
    const res = await invoke('POST', '/api/error-logs', {
      body: { ...entry, stack_trace: 'x'.repeat(70_000) },
      sourceIp: '198.51.100.5',
    });
    expect(res.status).toBe(413);
    expect(await stored('198.51.100.5')).toHaveLength(0);
  });

  it('rejects a non-JSON content type with 415', async () => {
    const res = await invoke('POST', '/api/error-logs', {
      rawBody: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
  });

  describe('rate limit', () => {
    // Only Date is faked: the window is then fixed, and the SDK's real timers keep working.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-22T10:00:05Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('allows 30 a minute per client address, then 429 with Retry-After; other clients are unaffected', async () => {
      const ip = '198.51.100.9';
      for (let i = 0; i < 30; i++)
        expect((await invoke('POST', '/api/error-logs', { body: entry, sourceIp: ip })).status).toBe(202);
      const limited = await invoke('POST', '/api/error-logs', { body: entry, sourceIp: ip });
      expect(limited.status).toBe(429);
      expect(limited.headers['Retry-After']).toBe('55');
      expect(limited.json).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      expect((await invoke('POST', '/api/error-logs', { body: entry, sourceIp: '198.51.100.10' })).status).toBe(202);
      vi.setSystemTime(new Date('2026-11-22T10:01:00Z'));
      expect((await invoke('POST', '/api/error-logs', { body: entry, sourceIp: ip })).status).toBe(202);
    });

    it('ignores a forged X-Forwarded-For', async () => {
      const ip = '198.51.100.11';
      for (let i = 0; i < 30; i++) {
        await invoke('POST', '/api/error-logs', {
          body: entry,
          sourceIp: ip,
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
        });
      }
      const res = await invoke('POST', '/api/error-logs', {
        body: entry,
        sourceIp: ip,
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
      expect(res.status).toBe(429);
    });
  });
});
