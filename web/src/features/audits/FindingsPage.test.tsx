import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi, workspaceFinding } from '@/test/workspace';
import { FindingsPage, filterFromParams, findingsSummary } from './FindingsPage';

const routes = [{ path: '/findings', element: <FindingsPage /> }];
const SLOW = { timeout: 5000 }; // the first call with a stored session loads the auth SDK for the token

describe('/findings', () => {
  it('lists the findings the address names, and a change of filter is kept in the address', async () => {
    storeFakeSession();
    const overdue = workspaceFinding({
      id: 'f1',
      title: 'Consent signed after dosing',
      severity: 'critical',
      dueDate: '2020-01-10',
      auditTitle: 'Site 104 GCP audit',
    });
    const closed = workspaceFinding({ id: 'f2', title: 'Log unsigned', severity: 'high', status: 'closed' });
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/findings?status=open&severity=critical&limit=50': [overdue],
        'GET /api/findings?status=closed&severity=critical&limit=50': [],
        'GET /api/findings?status=closed&limit=50': [closed],
      }),
    );
    const { router } = renderRoutes(routes, '/findings?status=open&severity=critical');
    expect(await screen.findByText('1 open critical finding', {}, SLOW)).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Consent signed after dosing' }).closest('li')!;
    expect(card).toHaveTextContent('Critical');
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('Overdue since Jan 10, 2020');
    expect(within(card).getByRole('link', { name: 'Site 104 GCP audit' })).toHaveAttribute(
      'href',
      `/audits/${overdue.auditId}`,
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(await screen.findByText('No closed critical findings')).toBeInTheDocument();
    expect(screen.getByText('No finding matches these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed&severity=critical');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'all');
    expect(await screen.findByText('1 closed finding')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed');
    await waitFor(() => expect(callsTo(fetchMock, '/api/findings?status=closed&limit=50')).toHaveLength(1));
  });

  it('reads a page at a time: "Load more findings" asks for the next page', async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({
        'GET /api/findings?limit=50': () =>
          new Response(JSON.stringify([workspaceFinding({ id: 'a', title: 'On the first page' })]), {
            headers: { 'content-type': 'application/json', 'x-next-cursor': 'n2' },
          }),
        'GET /api/findings?limit=50&cursor=n2': [workspaceFinding({ id: 'b', title: 'On the second page' })],
      }),
    );
    renderRoutes(routes, '/findings');
    expect(await screen.findByText('1 finding shown, more to load', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more findings' }));
    expect(await screen.findByText('2 findings')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'On the second page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more findings' })).not.toBeInTheDocument();
  });

  it('reads an unknown filter in the address as all, and names the count', () => {
    expect(filterFromParams(new URLSearchParams('status=open&severity=critical'))).toEqual({
      status: 'open',
      severity: 'critical',
    });
    expect(filterFromParams(new URLSearchParams('status=pending&severity=urgent'))).toEqual({});
    expect(findingsSummary(2, { status: 'open', severity: 'critical' })).toBe('2 open critical findings');
    expect(findingsSummary(1, {})).toBe('1 finding');
    expect(findingsSummary(0, { severity: 'low' })).toBe('No low findings');
    expect(findingsSummary(50, { status: 'open' }, true)).toBe('50 open findings shown, more to load');
  });
});
