import { describe, expect, it } from 'vitest';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { GOOD_CARD, useStripeStandIn } from '../../test/stripeStandIn';
import { listOutbox } from '../data/ops/outbox';

useTestTable();
const stripe = useStripeStandIn();

let n = 0;
const newCaller = (): Caller => {
  n++;
  return { sub: `product-user-${n}`, email: `product${n}@example.com`, givenName: 'Pat', familyName: 'Buyer' };
};

/** A visitor's purchase, paid on the stand-in's Checkout with the caller's e-mail before they have an account. */
async function buyAsVisitor(caller: Caller, priceId: string) {
  const res = await invoke('POST', '/api/checkout/session', { body: { priceId }, sourceIp: `198.51.100.${n + 80}` });
  const id = (res.json as { url: string }).url.split('/local-checkout/')[1]!;
  expect((await stripe.browser(`checkout/sessions/${id}/pay`, { email: caller.email, card: GOOD_CARD })).status).toBe(
    200,
  );
  await stripe.settled();
}

type Billing = {
  entitlements: Array<{ subscriptionId: string; product: string; cancelAtPeriodEnd: boolean; status: string }>;
  invoices: Array<{ number: string | null; amountPaidCents: number; status: string }>;
};

describe('products in billing', () => {
  it("e-mails our receipt of a visitor's purchase and lists its invoice once they sign up", async () => {
    const caller = newCaller();
    await buyAsVisitor(caller, 'sop-annual');
    const receipts = (await listOutbox(50)).filter((m) => m.to.includes(caller.email));
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0]!;
    const number = /Invoice number:\s+(\S+)/.exec(receipt.text)![1]!;
    expect(receipt.subject).toBe(`Your Clarity Clinical QA receipt: SOP Library (${number})`);
    expect(receipt.text).toContain('Product:         SOP Library');
    expect(receipt.text).toContain('Amount paid:     $499.00');
    expect(receipt.text).toMatch(/Period:\s+(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/);

    const billing = (await invoke('GET', '/api/billing', { caller })).json as unknown as Billing;
    expect(billing.entitlements).toEqual([expect.objectContaining({ product: 'sop', cancelAtPeriodEnd: false })]);
    expect(billing.invoices).toEqual([{ ...billing.invoices[0], number, amountPaidCents: 49900, status: 'paid' }]);
  });

  it("cancels and resumes the caller's own product at the period's end, and nobody else's", async () => {
    const caller = newCaller();
    await buyAsVisitor(caller, 'learn-monthly');
    const billing = (await invoke('GET', '/api/billing', { caller })).json as unknown as Billing;
    const { subscriptionId } = billing.entitlements[0]!;

    const other = await invoke('PATCH', '/api/billing/subscription', {
      caller: newCaller(),
      body: { cancelAtPeriodEnd: true, subscriptionId },
    });
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ error: 'No such subscription to change' });

    const cancel = await invoke('PATCH', '/api/billing/subscription', {
      caller,
      body: { cancelAtPeriodEnd: true, subscriptionId },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json).toMatchObject({
      subscription: null,
      entitlements: [{ subscriptionId, status: 'active', cancelAtPeriodEnd: true }],
    });
    const resume = await invoke('PATCH', '/api/billing/subscription', {
      caller,
      body: { cancelAtPeriodEnd: false, subscriptionId },
    });
    expect(resume.json).toMatchObject({ entitlements: [{ subscriptionId, cancelAtPeriodEnd: false }] });
    await stripe.settled();
    expect(stripe.standIn.account.subscription(subscriptionId).cancel_at_period_end).toBe(false);
  });

  it('e-mails our receipt again for each renewal payment (the test clock), once per paid invoice', async () => {
    const caller = newCaller();
    await buyAsVisitor(caller, 'alerts-monthly');
    const receiptsOf = async () =>
      (await listOutbox(200)).filter(
        (m) => m.to.includes(caller.email) && m.subject.startsWith('Your Clarity Clinical QA receipt: Regulatory'),
      );
    expect(await receiptsOf()).toHaveLength(1);
    await stripe.browser('test/advance-clock', { days: 32 });
    await stripe.settled();
    const receipts = await receiptsOf();
    expect(receipts).toHaveLength(2);
    const numbers = receipts.map((m) => /Invoice number:\s+(\S+)/.exec(m.text)![1]);
    expect(new Set(numbers).size).toBe(2);
    for (const m of receipts) expect(m.text).toContain('Amount paid:     $19.00');
  });
});
