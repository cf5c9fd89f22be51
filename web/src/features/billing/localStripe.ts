import * as z from '@cq/shared/schemas/z';
import type { CardDetails } from './card';
import { PAYMENT_UNREACHABLE, paymentSettles, type ConfirmResult } from './payments';

/**
 * The browser's side of the local Stripe stand-in (issue 11), served through the app's own origin. These are
 * the calls Stripe.js and Stripe's hosted Checkout page make in the cloud; they are not our API, so they do not
 * go through `api()` (no bearer token: the stand-in, like Stripe, knows the payment by its client secret).
 */
const BASE = '/local-stripe';

const declineSchema = z.object({ error: z.object({ message: z.string() }) });
const paymentIntentSchema = z.object({ id: z.string(), status: z.string() });

export const localCheckoutSessionSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount_total: z.number(),
  currency: z.string(),
  customer_email: z.optional(z.nullable(z.string())),
  name: z.string(),
  interval: z.enum(['month', 'year', 'quarter']),
  success_url: z.string(),
  cancel_url: z.string(),
});
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;

/** Thrown when a checkout session cannot be read; `status` 404 means the id is unknown. */
export class LocalStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LocalStripeError';
  }
}

async function post(path: string, body: unknown): Promise<Response | null> {
  try {
    return await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return null;
  }
}

const readJson = async (res: Response): Promise<unknown> => {
  const text = await res.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/** A refusal's provider message ('Your card was declined.'), or the generic line when the body is not Stripe's. */
async function refusal(res: Response): Promise<{ error: string }> {
  const parsed = declineSchema.safeParse(await readJson(res));
  return { error: parsed.success ? parsed.data.error.message : PAYMENT_UNREACHABLE };
}

/** The PaymentIntent id is the client secret's part before `_secret_` (as in Stripe's own secrets). */
export const paymentIntentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? clientSecret;

/** Confirms the Pro subscription's first payment with the test card. */
export async function confirmLocalPayment(
  clientSecret: string,
  card: CardDetails,
  returnUrl: string,
): Promise<ConfirmResult> {
  const id = encodeURIComponent(paymentIntentIdOf(clientSecret));
  const res = await post(`/v1/payment_intents/${id}/confirm`, {
    client_secret: clientSecret,
    card,
    return_url: returnUrl,
  });
  if (!res) return { error: PAYMENT_UNREACHABLE };
  if (!res.ok) return refusal(res);
  const intent = paymentIntentSchema.safeParse(await readJson(res));
  if (intent.success && paymentSettles(intent.data.status)) return { ok: true };
  return { error: PAYMENT_UNREACHABLE };
}

/** The hosted checkout stand-in's session: what is bought, for how much, where to go after. */
export async function getLocalCheckoutSession(id: string): Promise<LocalCheckoutSession> {
  let res: Response;
  try {
    res = await fetch(`${BASE}/checkout/sessions/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new LocalStripeError(0, PAYMENT_UNREACHABLE);
  }
  if (!res.ok) throw new LocalStripeError(res.status, `${res.status}: ${res.statusText}`);
  const session = localCheckoutSessionSchema.safeParse(await readJson(res));
  if (!session.success) throw new LocalStripeError(res.status, PAYMENT_UNREACHABLE);
  return session.data;
}

/** Pays a checkout session; on success the browser goes to `redirectUrl` (the session's success page). */
export async function payLocalCheckout(
  id: string,
  email: string,
  card: CardDetails,
): Promise<{ redirectUrl: string } | { error: string }> {
  const res = await post(`/checkout/sessions/${encodeURIComponent(id)}/pay`, { email, card });
  if (!res) return { error: PAYMENT_UNREACHABLE };
  if (!res.ok) return refusal(res);
  const paid = z.object({ redirectUrl: z.string() }).safeParse(await readJson(res));
  return paid.success ? paid.data : { error: PAYMENT_UNREACHABLE };
}
