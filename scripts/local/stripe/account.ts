import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CATALOGUE, type CatalogueEntry } from '@cq/shared';
import { chargeCard, last4, type CardError, type CardInput } from './cards';

/**
 * A Stripe account in miniature: the objects the product's server and browser touch (prices, customers,
 * subscriptions, invoices, payment intents, Checkout Sessions), their state moves, and the events those moves
 * send. Objects carry the fields of the API version the SDK pins that our code reads; nothing more.
 */
type Obj = Record<string, unknown> & { id: string };

export interface AccountState {
  /** Seconds added to the real clock by the test clock. */
  clockOffset: number;
  prices: Record<string, Obj>;
  customers: Record<string, Obj>;
  subscriptions: Record<string, Obj>;
  invoices: Record<string, Obj>;
  paymentIntents: Record<string, Obj>;
  sessions: Record<string, Obj>;
  /** Idempotency-Key → the answer first given. */
  idempotent: Record<string, unknown>;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

const missing = (kind: string, id: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

export const newId = (prefix: string): string =>
  `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, '').slice(0, 24)}`;

const INTERVAL: Record<CatalogueEntry['interval'], { interval: string; interval_count: number }> = {
  month: { interval: 'month', interval_count: 1 },
  year: { interval: 'year', interval_count: 1 },
  quarter: { interval: 'month', interval_count: 3 },
};

function periodEnd(start: number, recurring: { interval: string; interval_count: number }): number {
  const d = new Date(start * 1000);
  if (recurring.interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + recurring.interval_count);
  else d.setUTCMonth(d.getUTCMonth() + recurring.interval_count);
  return Math.floor(d.getTime() / 1000);
}

export type Emit = (type: string, object: Obj) => void;

export class StripeAccount {
  state: AccountState;

  constructor(
    private readonly file: string | null,
    private readonly emit: Emit,
    private readonly site: { checkoutUrl: (sessionId: string) => string },
  ) {
    this.state = this.load();
  }

  private load(): AccountState {
    if (this.file && fs.existsSync(this.file)) return JSON.parse(fs.readFileSync(this.file, 'utf8')) as AccountState;
    const state: AccountState = {
      clockOffset: 0,
      prices: {},
      customers: {},
      subscriptions: {},
      invoices: {},
      paymentIntents: {},
      sessions: {},
      idempotent: {},
    };
    // The catalogue's prices exist from the start, as an operator would have set them up in the dashboard.
    for (const entry of CATALOGUE) {
      const id = newId('price');
      state.prices[id] = {
        id,
        object: 'price',
        active: true,
        currency: entry.currency,
        unit_amount: entry.amountCents,
        lookup_key: entry.lookupKey,
        nickname: entry.name,
        product: `prod_${entry.product}`,
        recurring: INTERVAL[entry.interval],
        type: 'recurring',
      };
    }
    return state;
  }

  save(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.state, null, 1));
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.state.clockOffset;
  }

  private get<K extends keyof AccountState>(kind: K, label: string, id: string): Obj {
    const found = (this.state[kind] as Record<string, Obj>)[id];
    if (!found) throw missing(label, id);
    return found;
  }

  // ---- prices and customers --------------------------------------------------------------------------------

  listPrices(lookupKeys: string[] | undefined, active: boolean | undefined): Obj[] {
    return Object.values(this.state.prices).filter(
      (p) =>
        (!lookupKeys || lookupKeys.includes(p.lookup_key as string)) && (active === undefined || p.active === active),
    );
  }

  price = (id: string) => this.get('prices', 'price', id);

  createCustomer(params: { email?: string; metadata?: Record<string, string> }): Obj {
    const id = newId('cus');
    const customer = {
      id,
      object: 'customer',
      email: params.email ?? null,
      metadata: params.metadata ?? {},
      created: this.now(),
    };
    this.state.customers[id] = customer;
    return customer;
  }

  customer = (id: string) => this.get('customers', 'customer', id);

  // ---- subscriptions ---------------------------------------------------------------------------------------

  subscription = (id: string) => this.get('subscriptions', 'subscription', id);

  /** The subscription as the API answers it; `latest_invoice` expanded when asked. */
  render(sub: Obj, expand: string[] = []): Obj {
    const out: Obj = {
      ...sub,
      items: { object: 'list', data: [{ ...(sub.item as Obj), price: this.price((sub.item as Obj).price as string) }] },
    };
    delete out.item;
    delete out.card;
    if (expand.some((e) => e.startsWith('latest_invoice')) && sub.latest_invoice) {
      out.latest_invoice = this.invoice(sub.latest_invoice as string);
    }
    return out;
  }

  invoice = (id: string) => this.get('invoices', 'invoice', id);

  private openInvoice(sub: Obj, amount: number): Obj {
    const invoiceId = newId('in');
    const intentId = newId('pi');
    const secret = `${intentId}_secret_${randomBytes(12).toString('hex')}`;
    const invoice: Obj = {
      id: invoiceId,
      object: 'invoice',
      customer: sub.customer,
      number: `LOCAL-${String(Object.keys(this.state.invoices).length + 1).padStart(4, '0')}`,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      currency: 'usd',
      created: this.now(),
      hosted_invoice_url: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      confirmation_secret: { type: 'payment_intent', client_secret: secret },
    };
    this.state.invoices[invoiceId] = invoice;
    this.state.paymentIntents[intentId] = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: secret,
      invoice: invoiceId,
    };
    sub.latest_invoice = invoiceId;
    return invoice;
  }

  createSubscription(params: {
    customer: string;
    price: string;
    metadata?: Record<string, string>;
    paymentBehavior?: string;
  }): Obj {
    this.customer(params.customer);
    const price = this.price(params.price);
    if (params.paymentBehavior !== 'default_incomplete') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        message: 'The local stand-in creates subscriptions with payment_behavior=default_incomplete only.',
      });
    }
    const id = newId('sub');
    const now = this.now();
    const sub: Obj = {
      id,
      object: 'subscription',
      customer: params.customer,
      status: 'incomplete',
      cancel_at_period_end: false,
      canceled_at: null,
      created: now,
      metadata: params.metadata ?? {},
      default_payment_method: null,
      latest_invoice: null,
      item: {
        id: newId('si'),
        price: price.id,
        quantity: 1,
        current_period_start: now,
        current_period_end: periodEnd(now, price.recurring as never),
      },
    };
    this.state.subscriptions[id] = sub;
    this.openInvoice(sub, price.unit_amount as number);
    this.emit('customer.subscription.created', this.render(sub));
    return sub;
  }

  updateSubscription(id: string, params: { cancel_at_period_end?: boolean }): Obj {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        message: 'A canceled subscription can only update its cancellation_details and metadata.',
      });
    }
    if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end;
    this.emit('customer.subscription.updated', this.render(sub));
    return sub;
  }

  cancelSubscription(id: string): Obj {
    const sub = this.subscription(id);
    sub.status = 'canceled';
    sub.canceled_at = this.now();
    sub.ended_at = this.now();
    this.emit('customer.subscription.deleted', this.render(sub));
    return sub;
  }

  /** A paid invoice makes its subscription active for a new period from now. */
  private payInvoice(invoice: Obj, card: CardInput): void {
    const intent = Object.values(this.state.paymentIntents).find((p) => p.invoice === invoice.id)!;
    intent.status = 'succeeded';
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    const subId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
      .subscription;
    const sub = this.subscription(subId);
    const item = sub.item as Obj;
    const start = this.now();
    sub.status = 'active';
    sub.default_payment_method = `pm_card_${last4(card)}`;
    sub.card = card;
    item.current_period_start = start;
    item.current_period_end = periodEnd(start, this.price(item.price as string).recurring as never);
    this.emit('invoice.paid', invoice);
    this.emit('customer.subscription.updated', this.render(sub));
  }

  /** The browser's confirmation of a subscription's first payment (Stripe.js confirmPayment). */
  confirmPaymentIntent(id: string, clientSecret: string, card: CardInput): Obj {
    const intent = this.state.paymentIntents[id];
    if (!intent || intent.client_secret !== clientSecret) throw missing('payment_intent', id);
    if (intent.status === 'succeeded') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has already succeeded.',
      });
    }
    const invoice = this.invoice(intent.invoice as string);
    const declined = chargeCard(card, new Date(this.now() * 1000));
    if (declined) {
      intent.last_payment_error = declined;
      this.emit('invoice.payment_failed', invoice);
      throw new StripeError(402, declined);
    }
    this.payInvoice(invoice, card);
    return intent;
  }

  // ---- Checkout ----------------------------------------------------------------------------------------------

  createSession(params: {
    price: string;
    successUrl: string;
    cancelUrl: string;
    customerEmail?: string;
    customer?: string;
    clientReferenceId?: string;
    metadata?: Record<string, string>;
    subscriptionMetadata?: Record<string, string>;
  }): Obj {
    const price = this.price(params.price);
    const customer = params.customer ? this.customer(params.customer) : null;
    const id = newId('cs_test');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: this.site.checkoutUrl(id),
      success_url: params.successUrl,
      cancel_url: params.cancelUrl,
      customer: customer?.id ?? null,
      customer_email: (customer?.email as string | undefined) ?? params.customerEmail ?? null,
      client_reference_id: params.clientReferenceId ?? null,
      customer_details: null,
      subscription: null,
      metadata: params.metadata ?? {},
      subscription_metadata: params.subscriptionMetadata ?? {},
      amount_total: price.unit_amount,
      currency: price.currency,
      price: price.id,
      created: this.now(),
      expires_at: this.now() + 24 * 3600,
    };
    this.state.sessions[id] = session;
    return session;
  }

  session = (id: string) => this.get('sessions', 'checkout session', id);

  renderSession(session: Obj, expand: string[] = []): Obj {
    const { price, subscription_metadata: _, ...out } = session;
    if (expand.includes('line_items')) {
      const p = this.price(price as string);
      out.line_items = { object: 'list', data: [{ object: 'item', quantity: 1, price: p, description: p.nickname }] };
    }
    return out as Obj;
  }

  /** The hosted page's Pay: a customer for the e-mail, an active subscription, a paid first invoice. */
  paySession(id: string, typedEmail: string, card: CardInput): string {
    const session = this.session(id);
    // A session made for a known customer pays as that customer, with their e-mail.
    const known = session.customer ? this.customer(session.customer as string) : null;
    const email = (known?.email as string | null | undefined) ?? typedEmail;
    if (session.status !== 'open') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        message: 'This Checkout Session is no longer open.',
      });
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        param: 'email',
        message: 'Your email address is invalid.',
      });
    }
    const declined = chargeCard(card, new Date(this.now() * 1000));
    if (declined) throw new StripeError(402, declined);
    const customer = known ?? this.createCustomer({ email });
    const sub = this.createSubscription({
      customer: customer.id,
      price: session.price as string,
      metadata: session.subscription_metadata as Record<string, string>,
      paymentBehavior: 'default_incomplete',
    });
    this.payInvoice(this.invoice(sub.latest_invoice as string), card);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      customer_details: { email },
      subscription: sub.id,
    });
    this.emit('checkout.session.completed', this.renderSession(session));
    return (session.success_url as string).replace('{CHECKOUT_SESSION_ID}', id);
  }

  // ---- the test clock --------------------------------------------------------------------------------------

  /** Moves time on: periods that ended renew with the saved card, or end when set to cancel at period end. */
  advanceClock(seconds: number): void {
    this.state.clockOffset += seconds;
    const now = this.now();
    for (const sub of Object.values(this.state.subscriptions)) {
      const item = sub.item as Obj;
      if (sub.status === 'incomplete' && now - (sub.created as number) > 23 * 3600) {
        sub.status = 'incomplete_expired';
        this.emit('customer.subscription.updated', this.render(sub));
        continue;
      }
      if (!['active', 'past_due'].includes(sub.status as string) || (item.current_period_end as number) > now) continue;
      if (sub.cancel_at_period_end) {
        this.cancelSubscription(sub.id);
        continue;
      }
      const invoice = this.openInvoice(sub, this.price(item.price as string).unit_amount as number);
      const card = sub.card as CardInput | undefined;
      if (card && !chargeCard(card, new Date(now * 1000))) this.payInvoice(invoice, card);
      else {
        sub.status = 'past_due';
        this.emit('invoice.payment_failed', invoice);
        this.emit('customer.subscription.updated', this.render(sub));
      }
    }
  }

  listInvoices(customer: string | undefined, limit: number): Obj[] {
    return Object.values(this.state.invoices)
      .filter((i) => !customer || i.customer === customer)
      .sort((a, b) => (b.created as number) - (a.created as number))
      .slice(0, limit);
  }
}

export type { CardError, CardInput };
