import http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '../../scripts/local/stripe/server';
import { invoke } from './harness';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_handler_tests';
const signer = new Stripe('sk_test_signing_only');

/** Signs a payload as Stripe would (the SDK's own helper); `timestamp` in seconds, default now. */
export const signature = (payload: string, timestamp?: number, secret = WEBHOOK_SECRET) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

/** Delivers a webhook request to the real handler, as API Gateway would pass it on. */
export const deliver = (payload: string, sig: string | undefined) =>
  invoke('POST', '/api/stripe/webhook', {
    rawBody: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(sig ? { 'stripe-signature': sig } : {}) },
  });

/**
 * The local Stripe stand-in for handler tests: the billing handlers call it through the real SDK, and the
 * events it sends reach the real webhook handler through a small relay (API Gateway's part).
 */
export function useStripeStandIn() {
  const ctx = {} as { standIn: StripeStandIn; relay: http.Server; url: string };
  beforeAll(async () => {
    ctx.relay = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void deliver(Buffer.concat(chunks).toString('utf8'), req.headers['stripe-signature'] as string).then(
          (answer) => {
            res.writeHead(answer.status, { 'content-type': 'application/json' });
            res.end(answer.raw);
          },
          () => {
            res.writeHead(500);
            res.end();
          },
        );
      });
    });
    await new Promise<void>((resolve) => ctx.relay.listen(0, '127.0.0.1', () => resolve()));
    ctx.url = `http://127.0.0.1:${(ctx.relay.address() as { port: number }).port}`;
    ctx.standIn = await startStripeStandIn({
      port: 0,
      dataDir: null,
      siteUrl: () => ctx.url,
      webhookSecret: WEBHOOK_SECRET,
    });
    Object.assign(process.env, {
      STRIPE_API_BASE: ctx.standIn.url,
      STRIPE_SECRET_KEY: 'sk_test_handler_tests',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    for (const name of ['STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];
    await ctx.standIn?.stop();
    await new Promise<void>((resolve) => (ctx.relay ? ctx.relay.close(() => resolve()) : resolve()));
  });
  /** What the browser does on the stand-in (confirm a payment, pay a Checkout, move the clock). */
  const browser = async (path: string, body: unknown) => {
    const res = await fetch(`${ctx.standIn.url}/local-stripe/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  /**
   * Buys a catalogue price as a visitor paying with `email` (issue 22's entitlement rule: the purchase is theirs
   * once signed in with it), through the public checkout and the stand-in's hosted page, events delivered.
   */
  const buy = async (email: string, priceId: string, sourceIp: string) => {
    const res = await invoke('POST', '/api/checkout/session', { body: { priceId }, sourceIp });
    if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${res.raw}`);
    const id = (res.json as { url: string }).url.split('/local-checkout/')[1]!;
    const paid = await browser(`checkout/sessions/${id}/pay`, { email, card: GOOD_CARD });
    if (paid.status !== 200) throw new Error(`payment answered ${paid.status}`);
    await ctx.standIn.webhooks.idle();
  };
  return {
    get standIn() {
      return ctx.standIn;
    },
    get siteUrl() {
      return ctx.url;
    },
    browser,
    buy,
    /** Waits until every event sent so far has been delivered (or given up). */
    settled: () => ctx.standIn.webhooks.idle(),
  };
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
