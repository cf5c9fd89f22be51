import { CATALOGUE, catalogueEntry, type CatalogueEntry } from '@cq/shared';
import { InvalidInputError, UnavailableError } from '../../domain/errors';
import { stripe } from './client';

export const UNKNOWN_PRICE = 'Unknown price';

/** Stripe price ids by lookup key, per container: prices change rarely and a new deploy starts afresh. */
const priceIds = new Map<string, string>();

/**
 * The Stripe price of a catalogue entry, found by its lookup key. The price must exist in the Stripe account
 * (`lookup_key` set; the local stand-in creates them all) and charge the catalogue's amount: a price that
 * disagrees with the pages is refused rather than charged.
 */
export async function stripePriceId(entry: CatalogueEntry): Promise<string> {
  const cached = priceIds.get(entry.lookupKey);
  if (cached) return cached;
  const client = await stripe();
  const { data } = await client.prices.list({ lookup_keys: [entry.lookupKey], active: true, limit: 1 });
  const price = data[0];
  if (!price || price.unit_amount !== entry.amountCents || price.currency !== entry.currency) {
    throw new UnavailableError(`Price ${entry.lookupKey} is not set up for checkout`);
  }
  priceIds.set(entry.lookupKey, price.id);
  return price.id;
}

/**
 * What a browser asked to buy by price id: a catalogue lookup key (the pages send these), or the Stripe id of a
 * catalogue price. Anything else is refused; no amount is ever taken from the browser.
 */
export async function entryForPriceId(priceId: string): Promise<CatalogueEntry> {
  const direct = catalogueEntry(priceId);
  if (direct) return direct;
  if (/^price_[A-Za-z0-9]+$/.test(priceId)) {
    for (const [lookupKey, id] of priceIds) if (id === priceId) return catalogueEntry(lookupKey)!;
    const client = await stripe();
    const price = await client.prices.retrieve(priceId).catch(() => null);
    const entry = price?.lookup_key ? catalogueEntry(price.lookup_key) : undefined;
    if (entry && price?.active && price.unit_amount === entry.amountCents) {
      priceIds.set(entry.lookupKey, price.id);
      return entry;
    }
  }
  throw new InvalidInputError(UNKNOWN_PRICE, { priceId: UNKNOWN_PRICE });
}

/** The entry of a Stripe price seen on a subscription (its lookup key), if it is one of ours. */
export const entryForLookupKey = (lookupKey: string | null | undefined): CatalogueEntry | undefined =>
  lookupKey ? CATALOGUE.find((e) => e.lookupKey === lookupKey) : undefined;
