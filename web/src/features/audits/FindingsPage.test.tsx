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
        'GET /api/findings?status=open&severity=critical': [overdue],
        'GET /api/findings?status=closed&severity=critical': [],
        'GET /api/findings?status=closed': [closed],
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
    await waitFor(() => expect(callsTo(fetchMock, '/api/findings?status=closed')).toHaveLength(1));
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
  });
});
