import { SITE } from '@cq/shared/site';
import { catalogueEntry } from '@cq/shared/billing/catalogue';
import type { SubscriptionState } from '../data/billing/billing';
import type { Mail } from '../services/mail';
import type { Stripe } from '../services/billing/client';

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/**
 * Our own receipt for one paid invoice (issue 22): product, amount, period and invoice number, so "Your receipt
 * has been emailed" on /checkout/success is true. The period is the invoice line's; an invoice without lines
 * (the local stand-in's) runs from its date to the period end Stripe now gives the subscription.
 */
export function receiptMail(invoice: Stripe.Invoice, state: SubscriptionState): Mail {
  const name = catalogueEntry(state.lookupKey)?.name ?? state.lookupKey;
  const line = invoice.lines?.data?.[0]?.period;
  const from = line ? day(line.start) : day(invoice.created);
  const to = line ? day(line.end) : (state.currentPeriodEnd?.slice(0, 10) ?? 'the end of the period');
  const number = invoice.number ?? invoice.id ?? 'not numbered';
  return {
    to: state.email,
    subject: `Your ${SITE.brandName} receipt: ${name} (${number})`,
    text: [
      `Thank you for your payment to ${SITE.brandName}.`,
      '',
      `Product:         ${name}`,
      `Amount paid:     ${money(invoice.amount_paid, invoice.currency)}`,
      `Period:          ${from} to ${to}`,
      `Invoice number:  ${number}`,
      `Paid on:         ${day(invoice.status_transitions?.paid_at ?? invoice.created)}`,
      '',
      'You can see your subscriptions and invoices, and cancel, in Settings once you sign in with this e-mail address.',
    ].join('\n'),
  };
}
