import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeFakeSession, stubFetch, stubLocation, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { ProtectedRoute } from './ProtectedRoute';

const routes = [{ element: <ProtectedRoute />, children: [{ path: '/dashboard', element: <p>Secret dashboard</p> }] }];

describe('ProtectedRoute', () => {
  it('toasts, then after 500 ms goes to /api/login with the current path as next', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { assign } = stubLocation('http://localhost:3000/dashboard?tab=open');
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    renderRoutes(routes, '/dashboard?tab=open');

    await vi.waitFor(() => expect(screen.getByText('Unauthorized')).toBeInTheDocument(), { interval: 1 });
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(450);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?next=%2Fdashboard%3Ftab%3Dopen');
    // No stored session: the user was never requested from the API.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/user');
  });

  it('redirects when the API says the stored session is no longer valid (401)', async () => {
    storeFakeSession();
    const { assign } = stubLocation('http://localhost:3000/dashboard');
    stubFetch((url) =>
      url === '/api/auth/user' ? new Response('', { status: 401, statusText: 'Unauthorized' }) : jsonResponse({}, 201),
    );
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fdashboard'));
  });

  it('renders the page for a signed-in user', async () => {
    storeFakeSession();
    stubFetch((url) => (url === '/api/auth/user' ? jsonResponse(userProfile()) : jsonResponse({}, 201)));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });
});
