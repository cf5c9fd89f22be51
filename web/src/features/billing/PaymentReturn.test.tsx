import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import PaymentReturn, { PAYMENT_NOT_COMPLETED } from './PaymentReturn';
import { paymentSettles } from './payments';

/**
 * Stripe.js's payment statuses (issue 25: untested until now). A redirect-based method comes back to the dashboard
 * with `redirect_status`; a card confirmed on the page answers a PaymentIntent status. Both read them one way.
 */
describe('payment statuses', () => {
  it.each([
    ['succeeded', true],
    ['processing', true],
    ['requires_payment_method', false],
    ['requires_action', false],
    ['requires_confirmation', false],
    ['requires_capture', false],
    ['canceled', false],
    ['failed', false],
    [null, false],
  ] as const)('%s settles: %s', (status, paid) => {
    expect(paymentSettles(status)).toBe(paid);
  });

  const returnFrom = (status: string) => {
    stubFetch(workspaceApi());
    return renderRoutes(
      [{ path: '/dashboard', element: <PaymentReturn /> }],
      `/dashboard?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=${status}&tab=1`,
    );
  };

  it('says a processing payment succeeded (the plan follows by webhook) and cleans the address', async () => {
    const { router } = returnFrom('processing');
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
  });

  it('says a payment that came back unpaid was not completed, once, and cleans the address', async () => {
    const { router } = returnFrom('requires_payment_method');
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_NOT_COMPLETED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });
});
