import { describe, expect, it } from 'vitest';
import { checkDestination, isPublicAddress, UnsafeDestinationError } from './publicAddress';
import { signatureHeader } from './signature';

/** An independent check of the header: Web Crypto, not node:crypto's createHmac the signer uses. */
async function verifiedByWebCrypto(header: string, body: string, secret: string): Promise<boolean> {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    'HMAC',
    key,
    Buffer.from(parts.v1!, 'hex'),
    new TextEncoder().encode(`${parts.t}.${body}`),
  );
}

describe('webhook signatures', () => {
  it('signs "t.body" with HMAC-SHA256 as Cq-Signature: t=<unix>,v1=<hex>', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'audit.created', data: { title: 'Site 12 – “GCP”' } });
    const header = signatureHeader('whsec_test', body, new Date('2026-11-25T12:00:00Z'));
    expect(header).toMatch(/^t=1795608000,v1=[0-9a-f]{64}$/);
    expect(await verifiedByWebCrypto(header, body, 'whsec_test')).toBe(true);
    expect(await verifiedByWebCrypto(header, `${body} `, 'whsec_test')).toBe(false);
    expect(await verifiedByWebCrypto(header, body, 'whsec_other')).toBe(false);
  });
});

describe('webhook destinations (SSRF)', () => {
  it('knows public from loopback, private, link-local, metadata and mapped addresses', () => {
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses URLs whose host is, or resolves to, a non-public address, and http to the internet', async () => {
    const rules = { allowLoopback: false };
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hook',
      // A name that resolves to loopback: checked by resolving, not by its spelling.
      'https://localhost/hook',
    ]) {
      await expect(checkDestination(url, rules), url).rejects.toBeInstanceOf(UnsafeDestinationError);
    }
    await expect(checkDestination('http://93.184.215.14/hook', rules)).rejects.toThrow('Webhook URLs must use https');
    await expect(checkDestination('https://93.184.215.14/hook', rules)).resolves.toEqual(['93.184.215.14']);
  });

  it('allows loopback http only where the local config says so, and never other private addresses', async () => {
    const local = { allowLoopback: true };
    await expect(checkDestination('http://127.0.0.1:4010/hook', local)).resolves.toEqual(['127.0.0.1']);
    await expect(checkDestination('http://10.0.0.5/hook', local)).rejects.toBeInstanceOf(UnsafeDestinationError);
    await expect(checkDestination('https://169.254.169.254/', local)).rejects.toBeInstanceOf(UnsafeDestinationError);
  });
});
