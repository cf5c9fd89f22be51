import type Stripe from 'stripe';
import { UnavailableError } from '../../domain/errors';
import { env } from '../../lib/env';

export type { Stripe };

export const BILLING_UNAVAILABLE = 'Checkout is not available yet';

interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

let keys: Promise<StripeKeys | null> | undefined;
let client: { key: string; base: string | undefined; stripe: Stripe } | undefined;

/**
 * Stripe's keys: from the environment locally and in tests (the stand-in's), from one Secrets Manager secret in
 * the cloud (`{"secretKey": "sk_…", "webhookSecret": "whsec_…"}`), read once per container. None: billing is
 * not configured, and callers answer a clear 503.
 */
async function loadKeys(): Promise<StripeKeys | null> {
  const secretKey = env.stripeSecretKey();
  const webhookSecret = env.stripeWebhookSecret();
  if (secretKey && webhookSecret) return { secretKey, webhookSecret };
  const name = env.stripeSecretName();
  if (!name) return null;
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const out = await new SecretsManagerClient({ region: env.region() }).send(
    new GetSecretValueCommand({ SecretId: name }),
  );
  const parsed = JSON.parse(out.SecretString ?? '{}') as Partial<StripeKeys>;
  return parsed.secretKey && parsed.webhookSecret
    ? { secretKey: parsed.secretKey, webhookSecret: parsed.webhookSecret }
    : null;
}

async function stripeKeys(): Promise<StripeKeys> {
  // Locally the keys can change within one process (a restarted stack, a test's stand-in): read the env each time.
  const found = env.stripeSecretKey() ? await loadKeys() : await (keys ??= loadKeys());
  if (!found) {
    keys = undefined;
    throw new UnavailableError(BILLING_UNAVAILABLE);
  }
  return found;
}

/**
 * The Stripe client: api.stripe.com, or the local stand-in when `STRIPE_API_BASE` names one (the SDK's own
 * host/port/protocol options, so every call is the real SDK's). Loaded on first use: only the billing groups
 * pay for the SDK.
 */
export async function stripe(): Promise<Stripe> {
  const { secretKey } = await stripeKeys();
  const base = env.stripeApiBase();
  if (client && client.key === secretKey && client.base === base) return client.stripe;
  const { default: StripeSdk } = await import('stripe');
  const url = base ? new URL(base) : undefined;
  const stripe = new StripeSdk(secretKey, {
    maxNetworkRetries: 2,
    timeout: 8000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port,
          protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
  client = { key: secretKey, base, stripe };
  return stripe;
}

export const webhookSecret = async (): Promise<string> => (await stripeKeys()).webhookSecret;
