import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { notification, usage, workspaceApi } from '@/test/workspace';
import { setWorkspaceId } from '@/lib/workspace';
import { AppLayout } from './AppLayout';

const routes = [{ element: <AppLayout />, children: [{ path: '/audits', element: <p>Audits page</p> }] }];

afterEach(() => setWorkspaceId(null));

describe('signed-in navigation', () => {
  it('has the spec links, the usage counter, the bell with its count and the user menu', async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({
        'GET /api/auth/user': userProfile({ firstName: null, lastName: null, email: 'grace@example.com' }),
        'GET /api/usage/stats': usage({ used: 1, limit: 3 }),
        'GET /api/notifications': [notification()],
      }),
    );
    renderRoutes(routes, '/audits');
    const header = await screen.findByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Workspace' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Audits', '/audits'],
      ['Auditees', '/auditees'],
      ['Calendar', '/calendar'],
      ['Reports', '/reports'],
      ['AI Reports', '/audit-reports'],
      ['Ask Quala', '/ask-quala'],
      ['Insights', '/insights'],
      ['Marketplace', '/marketplace'],
      ["We're Hiring", '/careers'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Audits' })).toHaveAttribute('aria-current', 'page');
    expect(await within(header).findByText('Audits 1/3', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await within(header).findByRole('button', { name: 'Notifications: 1 finding needs attention' }),
    ).toBeInTheDocument();

    // Initials from the first two letters of the e-mail, the e-mail as the name, the default role label.
    const account = within(header).getByRole('button', { name: 'Account menu for grace@example.com' });
    expect(account).toHaveTextContent('GR');
    await userEvent.click(account);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Clinical Auditor')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Profile/ })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: /Analytics/ })).toHaveAttribute('href', '/analytics');
    expect(within(menu).getByRole('menuitem', { name: /Library/ })).toHaveAttribute('href', '/library');
    expect(within(menu).getByRole('menuitem', { name: /Learning Hub/ })).toHaveAttribute('href', '/learning');
    expect(within(menu).getByRole('menuitem', { name: /Briefings/ })).toHaveAttribute('href', '/briefings');
    expect(within(menu).getByRole('menuitem', { name: /Mock inspection/ })).toHaveAttribute('href', '/mock-inspection');
    expect(within(menu).getByRole('menuitem', { name: /Settings/ })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: /Upgrade Plan/ })).toHaveTextContent('Pro');
  });

  it('collapses the links into the menu sheet, with the usage counter', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/usage/stats': usage({ used: 3, limit: 3 }) }));
    renderRoutes(routes, '/audits');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 5000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'AI Reports' })).toHaveAttribute('href', '/audit-reports');
    expect(await within(sheet).findByText('Audits 3/3')).toBeInTheDocument();
  });

  it('has the workspace switcher in the header and in the menu sheet, which a switch closes', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/orgs': [{ id: 'org_1', name: 'Acme Clinical', role: 'reviewer' }] }));
    const { router } = renderRoutes(
      [...routes, { element: <AppLayout />, children: [{ path: '/dashboard', element: <p>Dashboard page</p> }] }],
      '/audits',
    );
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Workspace: Personal' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 5000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const group = within(sheet).getByRole('group', { name: 'Workspace' });
    await userEvent.click(await within(group).findByRole('button', { name: /Acme Clinical/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(within(header).getByRole('button', { name: 'Workspace: Acme Clinical' })).toBeInTheDocument();
  });
});
