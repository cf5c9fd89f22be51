import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '@/features/session';
import { DashboardPage } from './DashboardPage';
import { storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';

const routes = [{ element: <ProtectedRoute />, children: [{ path: '/dashboard', element: <DashboardPage /> }] }];
const SLOW = { timeout: 5000 };

describe('coming back to /dashboard from a payment that left the page', () => {
  it('says the payment succeeded, once, and cleans the address', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/auth/user': () => userProfile({ subscriptionStatus: 'active' }) }));
    const { router } = renderRoutes(
      routes,
      '/dashboard?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
    );
    expect(await screen.findByText('Payment Successful', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('You are now subscribed to Clarity Clinical QA Pro!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getAllByText('Payment Successful')).toHaveLength(1);
  });

  it('says a failed one failed (the local stand-in has no provider message to read)', async () => {
    storeFakeSession();
    stubFetch(workspaceApi());
    const { router } = renderRoutes(routes, '/dashboard?payment_intent=pi_2&redirect_status=failed');
    expect(await screen.findByText('Payment Failed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The payment was not completed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says nothing on an ordinary visit', async () => {
    storeFakeSession();
    stubFetch(workspaceApi());
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: /Welcome back/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });
});
