import type { CheckoutSessionStatus } from '@cq/shared/billing/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { CheckoutCancelPage, CheckoutSuccessPage } from './CheckoutResultPages';

const routes = [
  { path: '/checkout/success', element: <CheckoutSuccessPage /> },
  { path: '/checkout/cancel', element: <CheckoutCancelPage /> },
];
const STATUS_URL = '/api/checkout/session/cs_test_9';

const status = (overrides: Partial<CheckoutSessionStatus> = {}): CheckoutSessionStatus => ({
  id: 'cs_test_9',
  status: 'complete',
  paymentStatus: 'paid',
  product: 'learn',
  productName: 'Learning Hub',
  interval: 'month',
  amountCents: 2900,
  email: 'grace@example.com',
  ...overrides,
});

describe('/checkout/success', () => {
  it('confirms from the server before saying the subscription is active', async () => {
    const fetchMock = stubFetch((url) => (url === STATUS_URL ? jsonResponse(status()) : jsonResponse({}, 404)));
    renderRoutes(routes, '/checkout/success?session_id=cs_test_9');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    expect(await screen.findByRole('heading', { name: 'Thanks—subscription active!' })).toBeInTheDocument();
    expect(screen.getByText(/Your receipt has been emailed to grace@example.com/)).toBeInTheDocument();
    expect(screen.getByText('Learning Hub, $29/month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Learning Hub' })).toHaveAttribute('href', '/learning');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
    expect(callsTo(fetchMock, STATUS_URL)).toHaveLength(1);
  });

  it('an open, unpaid session is "not confirmed yet", and Check again asks the server once more', async () => {
    let answer = status({ status: 'open', paymentStatus: 'unpaid' });
    const fetchMock = stubFetch(() => jsonResponse(answer));
    renderRoutes(routes, '/checkout/success?session_id=cs_test_9');
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed yet' })).toBeInTheDocument();
    expect(screen.queryByText('Thanks—subscription active!')).not.toBeInTheDocument();
    answer = status();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Thanks—subscription active!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS_URL)).toHaveLength(2);
  });

  it('an unknown session id, or none, says it cannot be found', async () => {
    stubFetch(() => jsonResponse({ error: 'Checkout session not found' }, 404));
    const view = renderRoutes(routes, '/checkout/success?session_id=cs_test_9');
    expect(await screen.findByRole('heading', { name: 'We could not find this checkout' })).toBeInTheDocument();
    view.unmount();

    const fetchMock = stubFetch();
    renderRoutes(routes, '/checkout/success');
    expect(screen.getByRole('heading', { name: 'We could not find this checkout' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/checkout'))).toHaveLength(0);
  });

  it('a server failure is not a confirmation either', async () => {
    stubFetch((url) =>
      url === STATUS_URL
        ? jsonResponse({ error: 'Payments are not available' }, 503)
        : jsonResponse({ id: 'log' }, 201),
    );
    renderRoutes(routes, '/checkout/success?session_id=cs_test_9');
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your payment right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});

describe('/checkout/cancel', () => {
  it('says no charge was made, with Try Again and Contact Support', () => {
    renderRoutes(routes, '/checkout/cancel');
    expect(screen.getByRole('heading', { name: 'Checkout canceled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
