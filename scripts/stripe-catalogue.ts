/**
 * Sets up the catalogue in a Stripe account: one product per catalogue product and one recurring price per
 * entry, found by its lookup key, at the catalogue's amount. Run once per account (test and live), with the
 * account's secret key in the environment; running it again changes nothing. A price whose amount no longer
 * matches the catalogue gets a new price that takes over the lookup key (`transfer_lookup_key`), so a price
 * change on the pages and in Stripe stay one change.
 *
 *   STRIPE_SECRET_KEY=sk_test_… npm run stripe:catalogue
 *   STRIPE_API_BASE=http://127.0.0.1:5176 STRIPE_SECRET_KEY=sk_test_x npm run stripe:catalogue   # the local stand-in
 */
import Stripe from 'stripe';
import { CATALOGUE, type CatalogueEntry } from '@cq/shared';

const RECURRING: Record<CatalogueEntry['interval'], { interval: 'month' | 'year'; interval_count: number }> = {
  month: { interval: 'month', interval_count: 1 },
  year: { interval: 'year', interval_count: 1 },
  quarter: { interval: 'month', interval_count: 3 },
};

async function main() {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("Set STRIPE_SECRET_KEY to the account's secret key (sk_test_… or sk_live_…).");
  const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : undefined;
  const stripe = new Stripe(key, {
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  for (const entry of CATALOGUE) {
    const { data } = await stripe.prices.list({ lookup_keys: [entry.lookupKey], active: true, limit: 1 });
    const current = data[0];
    if (current && current.unit_amount === entry.amountCents && current.currency === entry.currency) {
      console.log(`ok        ${entry.lookupKey} = ${current.id}`);
      continue;
    }
    const productId = `cq_${entry.product}`;
    await stripe.products.retrieve(productId).catch(() => stripe.products.create({ id: productId, name: entry.name }));
    const price = await stripe.prices.create({
      product: productId,
      currency: entry.currency,
      unit_amount: entry.amountCents,
      recurring: RECURRING[entry.interval],
      lookup_key: entry.lookupKey,
      transfer_lookup_key: true,
      nickname: entry.name,
    });
    console.log(`${current ? 'replaced' : 'created'}  ${entry.lookupKey} = ${price.id}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
