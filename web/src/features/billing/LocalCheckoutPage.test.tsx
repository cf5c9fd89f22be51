import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch, stubLocation } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { LocalCheckoutPage } from './LocalCheckoutPage';

const routes = [{ path: '/local-checkout/:id', element: <LocalCheckoutPage /> }];
const SESSION_URL = '/local-stripe/checkout/sessions/cs_test_1';
const PAY_URL = '/local-stripe/checkout/sessions/cs_test_1/pay';

const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  status: 'open',
  amount_total: 49900,
  currency: 'usd',
  customer_email: null,
  name: 'SOP Library',
  interval: 'year',
  success_url: 'http://localhost:3000/checkout/success?session_id=cs_test_1',
  cancel_url: 'http://localhost:3000/checkout/cancel',
  ...overrides,
});

async function pay(email: string, number: string) {
  const emailField = await screen.findByLabelText('Email');
  await userEvent.clear(emailField);
  await userEvent.type(emailField, email);
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM / YY)'), '12 / 34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $499' }));
}

describe('/local-checkout/:id', () => {
  it('shows what is bought, labelled as a local test, and pays with the e-mail and card, then follows the redirect', async () => {
    const { assign } = stubLocation('http://localhost:3000/local-checkout/cs_test_1');
    const fetchMock = stubFetch((url) =>
      url === SESSION_URL
        ? jsonResponse(session())
        : url === PAY_URL
          ? jsonResponse({ redirectUrl: 'http://localhost:3000/checkout/success?session_id=cs_test_1' })
          : jsonResponse({}, 404),
    );
    renderRoutes(routes, '/local-checkout/cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Local test checkout' })).toBeInTheDocument();
    expect(screen.getByText(/No real payment is taken/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SOP Library' })).toBeInTheDocument();
    expect(screen.getByText('$499')).toBeInTheDocument();
    expect(screen.getByText('/year')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Local test payment' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay $499' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, PAY_URL)).toHaveLength(0);

    await pay('grace@example.com', '4242 4242 4242 4242');
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/checkout/success?session_id=cs_test_1'));
    expect(callsTo(fetchMock, PAY_URL)[0]!.body).toEqual({
      email: 'grace@example.com',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
  });

  it('shows a decline on the form and stays; Cancel goes to the cancel page of this site only', async () => {
    const { assign } = stubLocation('http://localhost:3000/local-checkout/cs_test_1');
    stubFetch((url) =>
      url === SESSION_URL
        ? jsonResponse(
            session({ customer_email: 'ada@example.com', cancel_url: 'https://elsewhere.example/checkout/cancel' }),
          )
        : jsonResponse(
            { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
            402,
          ),
    );
    renderRoutes(routes, '/local-checkout/cs_test_1');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await pay('ada@example.com', '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(assign).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/checkout/cancel');
  });

  it('says so when the checkout is unknown, and when it is already paid', async () => {
    stubFetch(() => jsonResponse({ error: { message: 'No such checkout session' } }, 404));
    const view = renderRoutes(routes, '/local-checkout/cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
    view.unmount();

    const { assign } = stubLocation('http://localhost:3000/local-checkout/cs_test_1');
    stubFetch(() => jsonResponse(session({ status: 'complete' })));
    renderRoutes(routes, '/local-checkout/cs_test_1');
    expect(await screen.findByRole('heading', { name: 'Already paid' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('/checkout/success?session_id=cs_test_1');
  });
});
