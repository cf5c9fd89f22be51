import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { homeHandle, resetCalendlyOutcomeForTests } from '@/features/landing';
import { HomeRoute } from './HomeRoute';
import { RootShell } from './RootShell';

const routes = [{ Component: RootShell, children: [{ path: '/', handle: homeHandle, element: <HomeRoute /> }] }];

/** An open role as `GET /api/careers` answers it (answers are checked against the contract in tests). */
const openRole = (n: string) => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  title: `Role ${n}`,
  level: 'Senior',
  department: 'Quality Assurance',
  location: 'Remote (US)',
  type: 'Full-time',
  summary: '',
  responsibilities: [],
  qualifications: [],
  niceToHaves: [],
  postedAt: '2026-11-01T00:00:00.000Z',
  isActive: true,
});

describe('/', () => {
  // RootShell's ScrollRestoration scrolls; jsdom has no scrolling.
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    // The banner's outcome outlives a render (it is handed from the island to the app): each case starts without.
    resetCalendlyOutcomeForTests();
  });

  it('shows the landing page to visitors without calling the user API', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /GCP audit support/ })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/api/login');
    expect(within(header).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute(
      'href',
      '/api/login?screen=signup',
    );
    expect(within(header).getByRole('link', { name: 'Book Strategy Session' })).toHaveAttribute('href', '/book');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2019–${new Date().getFullYear()}`);
    expect(document.title).toBe('GCP Audit & Clinical QA Consulting | Clarity Clinical QA');
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
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, ada@example.com' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AI Reports' })).toHaveAttribute('href', '/audit-reports');
    expect(screen.getByRole('link', { name: "We're Hiring" })).toHaveAttribute('href', '/careers');

    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Upgrade Plan/ })).toHaveAttribute('href', '/subscribe');
    expect(within(menu).getByRole('menuitem', { name: /Admin Panel/ })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('menuitem', { name: /Log out/ })).toHaveAttribute('href', '/api/logout');
  });

  it('never shows a signed-in user the landing page (or its Sign In) while the profile loads', async () => {
    storeFakeSession();
    let answer!: () => void;
    const profileAnswered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async (url) => {
      if (url !== '/api/auth/user') return jsonResponse({}, 201);
      await profileAnswered;
      return jsonResponse(userProfile());
    });
    // Every node ever attached, from the first render on.
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach((n) => seen.push(n.textContent ?? ''));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your workspace…');
    answer();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' }, { timeout: 5000 })).toBeInTheDocument();
    observer.disconnect();
    expect(seen.join(' ')).not.toMatch(/Sign In|Sign Up|GCP audit support/);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows the landing page after the skeleton when the stored session has ended (401)', async () => {
    storeFakeSession();
    stubFetch((url) =>
      url === '/api/auth/user' ? new Response('', { status: 401, statusText: 'Unauthorized' }) : jsonResponse({}, 201),
    );
    renderRoutes(routes, '/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your workspace…');
    expect(await screen.findByRole('heading', { level: 1, name: /GCP audit support/ })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Sign In' })[0]).toBeInTheDocument();
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

  it('shows the scheduling success banner, cleans the address and closes with ×', async () => {
    stubFetch(() => jsonResponse(['a', 'b', 'c', 'd'].map(openRole)));
    const { router } = renderRoutes(routes, '/?calendly_connected=true&utm_source=mail');
    const banner = await screen.findByRole('status', { name: '' });
    expect(banner).toHaveTextContent(
      'Scheduling integration connected successfully. You can now schedule calls directly.',
    );
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: /4 open roles/ })).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Scheduling integration connected/)).not.toBeInTheDocument();
  });

  it('shows the failure banner for calendly_error and no open-roles number when careers fails', async () => {
    stubFetch((url) => (url === '/api/careers' ? jsonResponse({ error: 'Not found' }, 404) : jsonResponse({}, 201)));
    const { router } = renderRoutes(routes, '/?calendly_error=access_denied');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Scheduling integration failed. Please try again or contact support.');
    expect(router.state.location.search).toBe('');
    const hiring = await screen.findByRole('heading', { name: /We're hiring/ });
    expect(hiring.textContent).toBe("We're hiring");
    expect(screen.getByRole('link', { name: /View Careers/ })).toHaveAttribute('href', '/careers');
  });
});
