import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import qs from 'qs';
import { StripeAccount, StripeError, type CardInput } from './account';
import { WebhookSender } from './webhooks';
import { refuseForeignRequest } from '../hostGuard';

export interface StripeStandInOptions {
  port: number;
  /** Where the account lives between runs (`.local/stripe`); null keeps it in memory (tests). */
  dataDir: string | null;
  /** The app's origin: the hosted checkout page is `<siteUrl>/local-checkout/<id>`, events go to its webhook. */
  siteUrl: () => string;
  webhookSecret: string;
  log?: (line: string) => void;
}

export interface StripeStandIn {
  url: string;
  account: StripeAccount;
  webhooks: WebhookSender;
  stop: () => Promise<void>;
}

/** The browser-facing paths (Stripe.js and the hosted pages' stand-ins), served through the app's origin. */
export const BROWSER_PREFIX = '/local-stripe/';

type Params = Record<string, unknown>;
const bool = (v: unknown) => (v === undefined ? undefined : v === true || v === 'true');
const list = (v: unknown): string[] | undefined =>
  v === undefined
    ? undefined
    : Array.isArray(v)
      ? v.map(String)
      : typeof v === 'object'
        ? Object.values(v as object).map(String)
        : [String(v)];
/** `items[0][price]=…` parses to an array, or to an object keyed by index with many items. */
const firstOf = (v: unknown) =>
  (Array.isArray(v) ? v[0] : v && typeof v === 'object' ? Object.values(v)[0] : undefined) as
    { price?: string } | undefined;
const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, string>) : undefined);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 1024 * 1024) req.destroy(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

const notFound = () => new StripeError(404, { type: 'invalid_request_error', message: 'Unrecognized request URL.' });

/**
 * A Stripe-shaped HTTP server for the machine without internet: the official SDK talks to it through its
 * host/port/protocol options (secret-key API under /v1), the browser through /local-stripe/ (confirming a
 * payment, the hosted Checkout page, the test clock). Events go to the real webhook route, signed.
 */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const log = options.log ?? (() => {});
  const webhooks = new WebhookSender(() => `${options.siteUrl()}/api/stripe/webhook`, options.webhookSecret, log);
  const account = new StripeAccount(
    options.dataDir ? path.join(options.dataDir, 'account.json') : null,
    (type, object) => webhooks.send(type, object, account.now()),
    { checkoutUrl: (id) => `${options.siteUrl()}/local-checkout/${id}` },
  );
  account.save();

  /** The secret-key API the SDK calls. */
  function api(method: string, parts: string[], p: Params, idempotencyKey: string | undefined): unknown {
    const expand = list(p.expand) ?? [];
    const [resource, id, action] = parts;
    const replay = idempotencyKey ? account.state.idempotent[`${resource}:${idempotencyKey}`] : undefined;
    if (replay) return replay;
    let out: unknown;
    if (resource === 'prices' && method === 'GET') {
      if (id) return account.price(id);
      const data = account.listPrices(list(p.lookup_keys), bool(p.active));
      return { object: 'list', data: data.slice(0, Number(p.limit ?? 10)), has_more: false, url: '/v1/prices' };
    } else if (resource === 'customers') {
      if (method === 'GET' && id) return account.customer(id);
      if (method === 'POST' && !id)
        out = account.createCustomer({ email: p.email as string, metadata: record(p.metadata) });
    } else if (resource === 'subscriptions') {
      if (method === 'GET' && id) return account.render(account.subscription(id), expand);
      if (method === 'POST' && !id) {
        const sub = account.createSubscription({
          customer: p.customer as string,
          price: firstOf(p.items)?.price ?? '',
          metadata: record(p.metadata),
          paymentBehavior: p.payment_behavior as string,
        });
        out = account.render(sub, expand);
      } else if (method === 'POST' && id) {
        out = account.render(
          account.updateSubscription(id, { cancel_at_period_end: bool(p.cancel_at_period_end) }),
          expand,
        );
      } else if (method === 'DELETE' && id) {
        out = account.render(account.cancelSubscription(id), expand);
      }
    } else if (resource === 'checkout' && id === 'sessions') {
      const sessionId = action;
      if (method === 'GET' && sessionId) return account.renderSession(account.session(sessionId), expand);
      if (method === 'POST' && !sessionId) {
        const subData = p.subscription_data as { metadata?: Record<string, string> } | undefined;
        out = account.renderSession(
          account.createSession({
            price: firstOf(p.line_items)?.price ?? '',
            successUrl: p.success_url as string,
            cancelUrl: p.cancel_url as string,
            customerEmail: p.customer_email as string | undefined,
            customer: p.customer as string | undefined,
            clientReferenceId: p.client_reference_id as string | undefined,
            metadata: record(p.metadata),
            subscriptionMetadata: subData?.metadata,
          }),
        );
      }
    } else if (resource === 'invoices' && method === 'GET' && !id) {
      const data = account.listInvoices(p.customer as string | undefined, Number(p.limit ?? 10));
      return { object: 'list', data, has_more: false, url: '/v1/invoices' };
    }
    if (out === undefined) throw notFound();
    if (idempotencyKey) account.state.idempotent[`${resource}:${idempotencyKey}`] = out;
    return out;
  }

  /** What the browser may do: confirm a payment (by its client secret), pay or read a Checkout, move the clock. */
  function browser(method: string, rest: string, body: Params): unknown {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && (m = rest.match(/^v1\/payment_intents\/([A-Za-z0-9_]+)\/confirm$/))) {
      return account.confirmPaymentIntent(m[1]!, String(body.client_secret ?? ''), body.card as CardInput);
    }
    if (method === 'GET' && (m = rest.match(/^checkout\/sessions\/([A-Za-z0-9_]+)$/))) {
      const s = account.session(m[1]!);
      const price = account.price(s.price as string);
      return {
        id: s.id,
        status: s.status,
        amount_total: s.amount_total,
        currency: s.currency,
        customer_email: s.customer_email,
        name: price.nickname,
        interval:
          (price.recurring as { interval_count: number }).interval_count === 3
            ? 'quarter'
            : (price.recurring as { interval: string }).interval,
        success_url: s.success_url,
        cancel_url: s.cancel_url,
      };
    }
    if (method === 'POST' && (m = rest.match(/^checkout\/sessions\/([A-Za-z0-9_]+)\/pay$/))) {
      return { redirectUrl: account.paySession(m[1]!, String(body.email ?? ''), body.card as CardInput) };
    }
    if (method === 'POST' && rest === 'test/advance-clock') {
      const days = Number(body.days);
      if (!Number.isFinite(days) || days <= 0 || days > 800) {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          param: 'days',
          message: 'days must be between 0 and 800',
        });
      }
      account.advanceClock(Math.round(days * 86400));
      return { now: account.now() };
    }
    throw notFound();
  }

  const server = http.createServer(async (req, res) => {
    // A page rebinding its name to 127.0.0.1 must not drive the stand-in on its own port (../hostGuard.ts).
    if (refuseForeignRequest(req, res, req.socket.localPort ?? 0)) return;
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const raw = method === 'GET' || method === 'DELETE' ? '' : await readBody(req);
      let answer: unknown;
      if (url.pathname.startsWith(BROWSER_PREFIX)) {
        let body: Params = {};
        try {
          body = raw ? (JSON.parse(raw) as Params) : {};
        } catch {
          throw new StripeError(400, { type: 'invalid_request_error', message: 'Invalid JSON body.' });
        }
        answer = browser(method, url.pathname.slice(BROWSER_PREFIX.length), body);
      } else if (url.pathname.startsWith('/v1/')) {
        if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) {
          throw new StripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
        }
        const params = qs.parse(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : raw, {
          depth: 10,
          arrayLimit: 100,
        }) as Params;
        const key = req.headers['idempotency-key'];
        answer = api(
          method,
          url.pathname.slice(4).split('/').filter(Boolean),
          params,
          typeof key === 'string' ? key : undefined,
        );
      } else throw notFound();
      account.save();
      send(res, 200, answer);
    } catch (error) {
      if (error instanceof StripeError) send(res, error.status, { error: error.body });
      else {
        log(`stripe stand-in: ${(error as Error).stack ?? String(error)}`);
        send(res, 500, { error: { type: 'api_error', message: 'The local Stripe stand-in failed.' } });
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    account,
    webhooks,
    stop: async () => {
      webhooks.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
