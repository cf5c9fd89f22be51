import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress, parseGroupsClaim, rateLimitClient, type ApiEvent } from './event';

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
    ).toBe('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(clientAddress(event({ ...viewer, 'x-origin-verify': 'guess' }))).toBe('198.51.100.20');
    expect(clientAddress(event(viewer))).toBe('198.51.100.20');
  });

  it('ignores the viewer header when no secret is configured', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.9:5123', 'x-origin-verify': '' }))).toBe(
      '198.51.100.20',
    );
  });
});

describe('client addresses and rate-limit keys', () => {
  it('spells each address one way: IPv6 in full, IPv4-mapped as IPv4', () => {
    expect(normaliseAddress('198.51.100.20')).toBe('198.51.100.20');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0000:0000:0000:0000:0000:0000:0001');
    expect(normaliseAddress('::')).toBe('0000:0000:0000:0000:0000:0000:0000:0000');
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseAddress('::FFFF:c000:0201')).toBe('192.0.2.1');
    // Other embedded IPv4 forms are IPv6 addresses of their own.
    expect(normaliseAddress('64:ff9b::192.0.2.1')).toBe('0064:ff9b:0000:0000:0000:0000:c000:0201');
    expect(normaliseAddress('not an address')).toBe('not an address');
  });

  it('keys IPv4 by the address and IPv6 by its /64', () => {
    expect(rateLimitClient('198.51.100.20')).toBe('198.51.100.20');
    expect(rateLimitClient('::ffff:198.51.100.20')).toBe('198.51.100.20');
    for (const address of ['2001:db8:0:1::1', '2001:DB8:0:1:ffff:ffff:ffff:ffff', '2001:0db8:0000:0001:0:0:0:9']) {
      expect(rateLimitClient(address), address).toBe('2001:0db8:0000:0001::/64');
    }
    expect(rateLimitClient('2001:db8:0:2::1')).toBe('2001:0db8:0000:0002::/64');
  });

  it('gives the rate limit the viewer address CloudFront vouches for, keyed by its /64', () => {
    process.env.ORIGIN_VERIFY_SECRET = 's3cret-value';
    const viewer = (address: string) =>
      clientAddress(event({ 'cloudfront-viewer-address': address, 'x-origin-verify': 's3cret-value' }));
    expect(rateLimitClient(viewer('[2001:db8:0:1::7]:443'))).toBe(rateLimitClient(viewer('[2001:db8:0:1:a::8]:80')));
    delete process.env.ORIGIN_VERIFY_SECRET;
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
