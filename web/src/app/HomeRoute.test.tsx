import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { HomeRoute } from './HomeRoute';

const routes = [{ path: '/', element: <HomeRoute /> }];

describe('/', () => {
  it('shows the landing page to visitors without calling the user API', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /GCP audit support/ })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/api/login');
    expect(within(header).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/api/login');
    expect(within(header).getByRole('link', { name: 'Book Strategy Session' })).toHaveAttribute('href', '/book');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2019–2025');
    expect(document.title).toMatch(/^Home \| /);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/user');
  });

  it('shows the dashboard and account menu to a signed-in user', async () => {
    storeFakeSession();
    stubFetch((url) =>
      url === '/api/auth/user'
        ? jsonResponse(userProfile({ firstName: null, lastName: null, role: 'admin' }))
        : jsonResponse({}, 201),
    );
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, ada@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AI Reports' })).toHaveAttribute('href', '/audit-reports');
    expect(screen.getByRole('link', { name: "We're Hiring" })).toHaveAttribute('href', '/careers');

    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Upgrade Plan/ })).toHaveAttribute('href', '/subscribe');
    expect(within(menu).getByRole('menuitem', { name: /Admin Panel/ })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('menuitem', { name: /Log out/ })).toHaveAttribute('href', '/api/logout');
  });

  it('hides Upgrade Plan for subscribers and Admin Panel for non-admins', async () => {
    storeFakeSession();
    stubFetch((url) =>
      url === '/api/auth/user' ? jsonResponse(userProfile({ subscriptionStatus: 'active' })) : jsonResponse({}, 201),
    );
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Upgrade Plan/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Admin Panel/ })).not.toBeInTheDocument();
    expect(within(menu).getByText('Clinical Auditor')).toBeInTheDocument();
  });
});
