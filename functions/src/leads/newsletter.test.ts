import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@cq/shared';
import { invoke, partition, useTestTable } from '../../test/harness';
import { listOutbox } from '../data/ops/outbox';

useTestTable();

let lastIp = 0;
const nextIp = () => `192.0.2.${++lastIp}`;
const month = () => new Date().toISOString().slice(0, 7);
const subscriptions = async (email: string) =>
  (await partition(`LEADS#${month()}`)).filter(
    (i) => i.type === 'NewsletterSubscription' && String(i.email).toLowerCase() === email.toLowerCase(),
  );
const notices = async (email: string) =>
  (await listOutbox(200)).filter((m) => m.to.includes(SITE.teamMailbox) && m.subject.includes(email));
const subscribe = (body: unknown, sourceIp = nextIp()) =>
  invoke('POST', '/api/newsletter-subscriptions', { body, sourceIp });

describe('POST /api/newsletter-subscriptions', () => {
  it('stores the address as a newsletter lead, claims it, and notifies the team once', async () => {
    const email = 'dana@northwind-cro.example';
    const res = await subscribe({ email: `  ${email} `, source: 'insights' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });

    const [lead, ...rest] = await subscriptions(email);
    expect(rest).toHaveLength(0);
    expect(lead).toMatchObject({ type: 'NewsletterSubscription', email, source: 'insights' });
    expect(lead!.SK).toBe(`${lead!.createdAt}#${lead!.id}`);
    expect(await partition(`NEWSLETTER#${email.toLowerCase()}`)).toEqual([
      expect.objectContaining({ leadId: lead!.id, type: 'NewsletterClaim' }),
    ]);

    const [mail] = await notices(email);
    expect(mail!.subject).toBe(`New newsletter subscriber: ${email}`);
    expect(mail!.text).toContain('Insights page');
    expect(mail!.text).toContain(lead!.id);
  });

  it('is idempotent per address (any letter case): same answer, nothing new stored or sent', async () => {
    const email = 'repeat@helix.example';
    expect((await subscribe({ email, source: 'resources' })).status).toBe(201);
    const again = await subscribe({ email: 'Repeat@Helix.example', source: 'insights' });
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ ok: true });
    expect(await subscriptions(email)).toHaveLength(1);
    expect(await notices(email)).toHaveLength(1);
  });

  it.each([[{ email: 'nope@' }], [{}], [{ email: 'a@b.co', extra: true }], [{ email: 'a@b.co', source: 'x' }]])(
    'rejects %j with 400 and stores nothing',
    async (body) => {
      const before = (await listOutbox(200)).length;
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(res.json!.error).toBe('Please correct the highlighted fields.');
      expect(await listOutbox(200)).toHaveLength(before);
    },
  );

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = 'bot@spam.example';
    const res = await subscribe({ email, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    expect(await subscriptions(email)).toHaveLength(0);
    expect(await partition(`NEWSLETTER#${email.toLowerCase()}`)).toHaveLength(0);
  });

  describe('rate limit', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-22T10:00:05Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('allows 5 per 10 minutes per client address, then 429 with Retry-After', async () => {
      const ip = '192.0.2.250';
      for (let i = 0; i < 5; i++) {
        expect((await subscribe({ email: `burst${i}@example.com` }, ip)).status).toBe(201);
      }
      const limited = await subscribe({ email: 'burst5@example.com' }, ip);
      expect(limited.status).toBe(429);
      expect(limited.json).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      expect(Number(limited.headers['Retry-After'])).toBeGreaterThan(0);
      expect(await subscriptions('burst5@example.com')).toHaveLength(0);
      expect((await subscribe({ email: 'burst5@example.com' }, '192.0.2.251')).status).toBe(201);
    });
  });
});
