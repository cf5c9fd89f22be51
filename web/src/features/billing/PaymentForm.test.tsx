import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { PaymentForm } from './PaymentForm';
import { PAYMENTS_UNAVAILABLE } from './payments';

/** Stripe.js is Stripe's code, loaded from Stripe: replaced by an object shaped like it (the React bindings run for real). */
const stripe = vi.hoisted(() => {
  const confirmPayment = vi.fn();
  const elementsOptions: unknown[] = [];
  const fake = {
    elements: (options: unknown) => {
      elementsOptions.push(options);
      return {
        update: () => undefined,
        create: () => ({
          mount: (node: HTMLElement) => {
            node.textContent = 'Stripe Payment Element';
          },
          destroy: () => undefined,
          on: () => undefined,
          off: () => undefined,
          update: () => undefined,
        }),
      };
    },
    createToken: () => undefined,
    createPaymentMethod: () => undefined,
    confirmCardPayment: () => undefined,
    confirmPayment,
  };
  return { fake, confirmPayment, elementsOptions, loadStripe: vi.fn(async () => fake) };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

const SECRET = 'pi_3Local123_secret_abc';
const CONFIRM_URL = '/local-stripe/v1/payment_intents/pi_3Local123/confirm';

async function fillCard(number: string, expiry = '12 / 34', cvc = '123') {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM / YY)'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), cvc);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Pro Plan' }));
}

const renderForm = (payments: Parameters<typeof PaymentForm>[0]['payments'], onResult = vi.fn()) => {
  render(
    <PaymentForm
      payments={payments}
      clientSecret={SECRET}
      returnPath="/dashboard"
      submitLabel="Subscribe to Pro Plan"
      onResult={onResult}
    />,
  );
  return onResult;
};

describe('PaymentForm (the payment seam)', () => {
  it('locally: a clearly labelled test form that checks the fields before sending anything', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const onResult = renderForm({ provider: 'local' });
    expect(screen.getByRole('heading', { name: 'Local test payment' })).toBeInTheDocument();
    expect(screen.getByText(/This is a local test, not a real payment/)).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();

    await fillCard('4242 4242 4242 4241', '01 / 20', '12');
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, CONFIRM_URL)).toHaveLength(0);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('locally: confirms the PaymentIntent named by the client secret and answers { ok: true }', async () => {
    const fetchMock = stubFetch((url) =>
      url === CONFIRM_URL
        ? jsonResponse({ id: 'pi_3Local123', object: 'payment_intent', status: 'succeeded' })
        : jsonResponse({}, 404),
    );
    const onResult = renderForm({ provider: 'local' });
    await fillCard('4242424242424242');
    await waitFor(() => expect(onResult).toHaveBeenCalledExactlyOnceWith({ ok: true }));
    const [call] = callsTo(fetchMock, CONFIRM_URL);
    expect(call!.init.method).toBe('POST');
    expect(call!.body).toEqual({
      client_secret: SECRET,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      return_url: 'http://localhost:3000/dashboard',
    });
    // Paid: the button stays locked so the card cannot be charged twice.
    expect(screen.getByRole('button', { name: 'Subscribe to Pro Plan' })).toBeDisabled();
  });

  it("locally: a decline answers { error } with the provider's message, shown on the form too", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        },
        402,
      ),
    );
    const onResult = renderForm({ provider: 'local' });
    await fillCard('4000 0000 0000 0002');
    await waitFor(() => expect(onResult).toHaveBeenCalledExactlyOnceWith({ error: 'Your card was declined.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Subscribe to Pro Plan' })).toBeEnabled();
  });

  it('locally: no answer at all is a failure in plain words, not a success', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const onResult = renderForm({ provider: 'local' });
    await fillCard('4242424242424242');
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledExactlyOnceWith({
        error: 'We could not reach the payment service. Please try again.',
      }),
    );
  });

  it("with Stripe: loads Stripe.js for the key, mounts the Payment Element and answers Stripe's confirm", async () => {
    stubFetch();
    stripe.confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } });
    stripe.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const onResult = renderForm({ provider: 'stripe', publishableKey: 'pk_test_123' });

    expect(await screen.findByText('Stripe Payment Element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: SECRET });
    expect(screen.queryByText('Local test payment')).not.toBeInTheDocument();

    const button = await screen.findByRole('button', { name: 'Subscribe to Pro Plan' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ error: 'Your card was declined.' }));
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: 'http://localhost:3000/dashboard' },
        redirect: 'if_required',
      }),
    );
    expect(within(screen.getByRole('alert')).getByText('Your card was declined.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Pro Plan' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith({ ok: true }));
    expect(onResult).toHaveBeenCalledTimes(2);
  });

  it('without a provider: says card payments are unavailable and shows no form', () => {
    renderForm({ provider: 'none' });
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENTS_UNAVAILABLE);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
