import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Outlet } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiQuery } from '@/lib/api/client';
import { currentWorkspaceId, setWorkspaceId, useWorkspaceId } from '@/lib/workspace';
import { callsTo, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { membership, ORG_ID } from './testData';
import { WorkspaceSheetSwitcher, WorkspaceSwitcher } from './WorkspaceSwitcher';

/** The app layout's part in this (app/layouts/AppLayout.tsx): the switchers, and the page remounted on a switch. */
function Layout() {
  const id = useWorkspaceId();
  return (
    <>
      <header>
        <WorkspaceSwitcher />
      </header>
      <nav aria-label="Mobile">
        <WorkspaceSheetSwitcher />
      </nav>
      <main>
        <Fragment key={id ?? 'personal'}>
          <Outlet />
        </Fragment>
      </main>
    </>
  );
}

/** A page reading one workspace route; it shows the workspace its query key names. */
function DashboardProbe() {
  const query = apiQuery('GET /api/dashboard/stats');
  useQuery(query);
  return <p>Dashboard in {query.queryKey[2]}</p>;
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/dashboard', element: <DashboardProbe /> },
      { path: '/audits', element: <p>Audits page</p> },
      { path: '/org/settings', element: <p>Org settings page</p> },
    ],
  },
];

const headerOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  callsTo(fetchMock, path).map(({ init }) => new Headers(init.headers).get('x-workspace-id'));

afterEach(() => setWorkspaceId(null));

// Several dialogs and round trips per test: on a busy 2-core CI machine that is more than the default 5 s.
describe('workspace switcher', { timeout: 20_000 }, () => {
  it('shows Personal, lists the organisations with the role, and switching changes the header and the query key', async () => {
    storeFakeSession();
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/orgs': [membership(), membership({ id: 'org_2', name: 'Beta Labs', role: 'viewer' })],
      }),
    );
    const { router } = renderRoutes(routes, '/audits');
    const header = await screen.findByRole('banner');
    const trigger = await within(header).findByRole('button', { name: 'Workspace: Personal' });

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitemradio', { name: /Beta Labs/ });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual([
      'PersonalYour own records',
      'Acme ClinicalOwner',
      'Beta LabsViewer',
    ]);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    // Organisation settings only in an organisation.
    expect(within(menu).queryByRole('menuitem', { name: /Organisation settings/ })).not.toBeInTheDocument();

    await userEvent.click(items[1]!);
    expect(await within(header).findByRole('button', { name: 'Workspace: Acme Clinical' })).toBeInTheDocument();
    expect(currentWorkspaceId()).toBe(ORG_ID);
    expect(window.localStorage.getItem('cq.workspace')).toBe(ORG_ID);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(`Dashboard in ${ORG_ID}`)).toBeInTheDocument();
    await waitFor(() => expect(headerOf(fetchMock, '/api/dashboard/stats')).toEqual([ORG_ID]));

    // Back to Personal: a new key (not the organisation's cached answer) and no workspace header.
    await userEvent.click(within(header).getByRole('button', { name: 'Workspace: Acme Clinical' }));
    const again = await screen.findByRole('menu');
    expect(within(again).getByRole('menuitem', { name: /Organisation settings/ })).toHaveAttribute(
      'href',
      '/org/settings',
    );
    await userEvent.click(within(again).getByRole('menuitemradio', { name: /Personal/ }));
    expect(await screen.findByText('Dashboard in personal')).toBeInTheDocument();
    await waitFor(() => expect(headerOf(fetchMock, '/api/dashboard/stats')).toEqual([ORG_ID, null]));
    expect(within(header).getByRole('button', { name: 'Workspace: Personal' })).toBeInTheDocument();
  });

  it('creates an organisation with the API’s rules, then switches into it and opens its settings', async () => {
    storeFakeSession();
    const orgs = [membership({ id: 'org_2', name: 'Beta Labs', role: 'auditor' })];
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/orgs': () => orgs,
        'POST /api/orgs': (init: RequestInit | undefined) => {
          const created = membership({ name: JSON.parse(String(init?.body)).name });
          orgs.push(created);
          return new Response(JSON.stringify(created), {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          });
        },
      }),
    );
    const { router } = renderRoutes(routes, '/audits');
    await userEvent.click(await screen.findByRole('button', { name: 'Workspace: Personal' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /New organisation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
    expect(await within(dialog).findByText('Organisation name is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/orgs').filter((c) => c.init.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Organisation name'), '  Acme Clinical ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/settings'));
    expect(callsTo(fetchMock, '/api/orgs').find((c) => c.init.method === 'POST')?.body).toEqual({
      name: 'Acme Clinical',
    });
    expect(await screen.findByRole('button', { name: 'Workspace: Acme Clinical' })).toBeInTheDocument();
    expect(currentWorkspaceId()).toBe(ORG_ID);
    expect(await screen.findByText('Organisation created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New organisation' })).not.toBeInTheDocument();
  });

  it('offers the same choice as a list of buttons for the menu sheet', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/orgs': [membership({ role: 'reviewer' })] }));
    renderRoutes(routes, '/audits');
    const group = within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('group', { name: 'Workspace' });
    expect(within(group).getByRole('button', { name: /Personal/ })).toHaveAttribute('aria-current', 'true');
    expect(within(group).queryByRole('link', { name: 'Organisation settings' })).not.toBeInTheDocument();
    await userEvent.click(await within(group).findByRole('button', { name: /Acme Clinical\s*Reviewer/ }));
    expect(await screen.findByText(`Dashboard in ${ORG_ID}`)).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: /Acme Clinical/ })).toHaveAttribute('aria-current', 'true');
    expect(within(group).getByRole('link', { name: 'Organisation settings' })).toHaveAttribute('href', '/org/settings');
    expect(screen.getByRole('button', { name: 'Workspace: Acme Clinical' })).toBeInTheDocument();
  });

  it('falls back to Personal when the stored organisation is no longer among the memberships', async () => {
    storeFakeSession();
    setWorkspaceId('org_gone');
    stubFetch(workspaceApi({ 'GET /api/orgs': [membership()] }));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('button', { name: 'Workspace: Personal' })).toBeInTheDocument();
    expect(currentWorkspaceId()).toBeNull();
    expect(await screen.findByText('Dashboard in personal')).toBeInTheDocument();
  });
});
