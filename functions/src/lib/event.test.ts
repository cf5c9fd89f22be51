import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, parseGroupsClaim, type ApiEvent } from './event';

const event = (headers: Record<string, string>, sourceIp = '198.51.100.20') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as ApiEvent;

describe('clientAddress', () => {
  afterEach(() => delete process.env.ORIGIN_VERIFY_SECRET);

  it('uses the source IP and never X-Forwarded-For', () => {
    expect(clientAddress(event({ 'x-forwarded-for': '10.0.0.1' }))).toBe('198.51.100.20');
  });

  it('trusts CloudFront-Viewer-Address only with the origin secret', () => {
    process.env.ORIGIN_VERIFY_SECRET = 's3cret-value';
    const viewer = { 'cloudfront-viewer-address': '203.0.113.9:5123' };
    expect(clientAddress(event({ ...viewer, 'x-origin-verify': 's3cret-value' }))).toBe('203.0.113.9');
    expect(
      clientAddress(event({ 'cloudfront-viewer-address': '[2001:db8::1]:443', 'x-origin-verify': 's3cret-value' })),
    ).toBe('2001:db8::1');
    expect(clientAddress(event({ ...viewer, 'x-origin-verify': 'guess' }))).toBe('198.51.100.20');
    expect(clientAddress(event(viewer))).toBe('198.51.100.20');
  });

  it('ignores the viewer header when no secret is configured', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.9:5123', 'x-origin-verify': '' }))).toBe(
      '198.51.100.20',
    );
  });
});

describe('parseGroupsClaim', () => {
  it('reads API Gateway flattened arrays and real arrays', () => {
    expect(parseGroupsClaim('[admin editor]')).toEqual(['admin', 'editor']);
    expect(parseGroupsClaim(['admin'])).toEqual(['admin']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
    expect(parseGroupsClaim('')).toEqual([]);
  });
});
