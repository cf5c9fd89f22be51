import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY, ProtectedRoute } from '@/features/session';
import { callsTo, jsonResponse, storeFakeSession, stubFetch, stubLocation, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { awaitProActivation } from './activation';
import { SubscribePage } from './SubscribePage';

const routes = [
  {
    element: <ProtectedRoute />,
    children: [
      { path: '/subscribe', element: <SubscribePage /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
  },
];
const SLOW = { timeout: 5000 }; // the first call with a stored session loads the auth SDK for the token
const SECRET = 'pi_3Pro_secret_xyz';
const CONFIRM_URL = '/local-stripe/v1/payment_intents/pi_3Pro/confirm';
const setup = () => jsonResponse({ clientSecret: SECRET, subscriptionId: 'sub_1' });

async function payWith(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number', {}, SLOW), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM / YY)'), '12 / 34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Pro Plan' }));
}

describe('/subscribe', () => {
  it('logged out: toasts and goes to sign-in after 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { assign } = stubLocation('http://localhost:3000/subscribe');
    const fetchMock = stubFetch(workspaceApi());
    renderRoutes(routes, '/subscribe');
    await vi.waitFor(() => expect(screen.getByText('Unauthorized')).toBeInTheDocument(), { interval: 1 });
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(510);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?next=%2Fsubscribe');
    expect(callsTo(fetchMock, '/api/create-subscription')).toHaveLength(0);
  });

  it('shows a spinner while the user loads, then tells an active subscriber so without setting up a payment', async () => {
    storeFakeSession();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = workspaceApi({
      'GET /api/auth/user': async () => (await gate, userProfile({ subscriptionStatus: 'active' })),
    });
    const fetchMock = stubFetch(api);
    renderRoutes(routes, '/subscribe');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    release();
    expect(await screen.findByRole('heading', { name: "You're Already Subscribed!" }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(callsTo(fetchMock, '/api/create-subscription')).toHaveLength(0);
  });

  it('offers Professional (default, $49/month, Recommended) and Enterprise, sets up the payment, then shows the form', async () => {
    storeFakeSession();
    let answer!: (r: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = stubFetch(workspaceApi({ 'POST /api/create-subscription': () => pending }));
    renderRoutes(routes, '/subscribe');

    const pro = await screen.findByRole('radio', { name: /^Professional/ }, SLOW);
    const enterprise = screen.getByRole('radio', { name: /^Enterprise/ });
    expect(pro).toHaveAccessibleName(/^Professional \$49 ?\/month$/);
    expect(pro).toHaveAccessibleDescription(/^Recommended Unlimited audits/);
    expect(pro).toBeChecked();
    expect(enterprise).not.toBeChecked();
    const proCard = pro.closest('label')!;
    expect(proCard).toHaveTextContent('$49/month');
    expect(proCard).toHaveTextContent('Recommended');
    for (const feature of [
      'Unlimited audits',
      'Unlimited Quala AI interactions',
      'Advanced analytics and insights',
      'Team collaboration tools',
      'Priority email support',
      'Premium templates and integrations',
    ])
      expect(within(proCard).getByText(feature)).toBeInTheDocument();
    const enterpriseCard = enterprise.closest('label')!;
    expect(enterpriseCard).toHaveTextContent('Custom');
    expect(enterpriseCard).toHaveTextContent('Contact Sales');
    for (const feature of [
      'Everything in Professional',
      'Custom integrations and APIs',
      'Dedicated account manager',
      '24/7 phone and chat support',
      'SLA guarantees',
      'On-premise deployment',
    ])
      expect(within(enterpriseCard).getByText(feature)).toBeInTheDocument();
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument();
    expect(screen.getByText('Secure payment')).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toBeInTheDocument();

    expect(await screen.findByText('Setting up your subscription...')).toBeInTheDocument();
    answer(setup());
    expect(await screen.findByRole('button', { name: 'Subscribe to Pro Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Local test payment' })).toBeInTheDocument();
    const calls = callsTo(fetchMock, '/api/create-subscription');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.body).toBeUndefined();

    await userEvent.click(enterprise);
    expect(screen.getByRole('heading', { name: 'Contact Sales Team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Subscribe to Pro Plan' })).not.toBeInTheDocument();
  }, 20_000);

  it("pays: 'Payment Successful', back to /dashboard, and the profile and usage are read again", async () => {
    storeFakeSession();
    let status: 'free' | 'active' = 'free';
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/auth/user': () => userProfile({ subscriptionStatus: status }),
        'POST /api/create-subscription': setup,
        [`POST ${CONFIRM_URL}`]: () => {
          status = 'active'; // the webhook has landed by the time the profile is read again
          return jsonResponse({ id: 'pi_3Pro', status: 'succeeded' });
        },
      }),
    );
    const { router } = renderRoutes(routes, '/subscribe');
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('You are now subscribed to Clarity Clinical QA Pro!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo(fetchMock, CONFIRM_URL)[0]!.body).toMatchObject({ return_url: 'http://localhost:3000/dashboard' });
    await waitFor(() => expect(callsTo(fetchMock, '/api/auth/user').length).toBeGreaterThanOrEqual(2));
  });

  it("a declined card: 'Payment Failed' with the provider's message, and the user stays to try again", async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({
        'POST /api/create-subscription': setup,
        [`POST ${CONFIRM_URL}`]: () =>
          jsonResponse(
            { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
            402,
          ),
      }),
    );
    const { router } = renderRoutes(routes, '/subscribe');
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThanOrEqual(1);
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it("a failed setup: 'Error' / 'Failed to initialize payment. Please try again.', and Try again calls once more", async () => {
    storeFakeSession();
    let fail = true;
    const fetchMock = stubFetch(
      workspaceApi({
        'POST /api/create-subscription': () =>
          fail ? jsonResponse({ error: 'Payments are not available' }, 503) : setup(),
      }),
    );
    renderRoutes(routes, '/subscribe');
    expect(await screen.findByText('Error', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Failed to initialize payment. Please try again.')).toHaveLength(2); // toast and panel
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Subscribe to Pro Plan' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/create-subscription')).toHaveLength(2);
  });

  it('a 401 from the setup is the sign-in redirect, not the payment error', async () => {
    storeFakeSession();
    const { assign } = stubLocation('http://localhost:3000/subscribe');
    stubFetch(workspaceApi({ 'POST /api/create-subscription': () => jsonResponse({ error: 'Unauthorized' }, 401) }));
    renderRoutes(routes, '/subscribe');
    expect(await screen.findByText('Unauthorized', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fsubscribe'));
    expect(screen.queryByText('Failed to initialize payment. Please try again.')).not.toBeInTheDocument();
  });

  it("a 409 'Already subscribed' shows the already-subscribed screen", async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({ 'POST /api/create-subscription': () => jsonResponse({ error: 'Already subscribed' }, 409) }),
    );
    renderRoutes(routes, '/subscribe');
    expect(await screen.findByRole('heading', { name: "You're Already Subscribed!" }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});

describe('awaitProActivation', () => {
  it('reads the profile until Pro is active, then refreshes usage and billing', async () => {
    storeFakeSession();
    const answers = ['free', 'free', 'active'] as const;
    let calls = 0;
    stubFetch(
      workspaceApi({ 'GET /api/auth/user': () => userProfile({ subscriptionStatus: answers[calls++] ?? 'active' }) }),
    );
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await expect(awaitProActivation(client, { attempts: 5, intervalMs: 5 })).resolves.toBe(true);
    expect(calls).toBe(3);
    expect(client.getQueryData(CURRENT_USER_KEY)).toMatchObject({ subscriptionStatus: 'active' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['GET /api/usage/stats'],
      ['GET /api/billing'],
    ]);
  });

  it('gives up after its attempts when the webhook has not landed, and still refreshes', async () => {
    storeFakeSession();
    let calls = 0;
    stubFetch(workspaceApi({ 'GET /api/auth/user': () => (calls++, userProfile()) }));
    const client = new QueryClient();
    await expect(awaitProActivation(client, { attempts: 3, intervalMs: 5 })).resolves.toBe(false);
    expect(calls).toBe(3);
  });
});
