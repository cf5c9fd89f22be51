import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { audit, workspaceApi } from '@/test/workspace';
import { CalendarPage } from './CalendarPage';

const routes = [
  { path: '/calendar', element: <CalendarPage /> },
  { path: '/audits/:id', element: <p>Audit page</p> },
];

const entry = (over: Parameters<typeof audit>[0]) => ({ ...audit(over), auditeeName: null as string | null });

describe('/calendar', () => {
  it('reads one bounded range and puts each audit on its days in the month grid, and in the list', async () => {
    const fetch = stubFetch(
      workspaceApi({
        'GET /api/calendar': [
          {
            ...entry({
              id: 'a1',
              title: 'Cork site audit',
              plannedStart: '2027-02-03',
              plannedEnd: '2027-02-05',
              mode: 'hybrid',
            }),
            auditeeName: 'Cork CRU',
            auditeeId: 'ae1',
          },
        ],
      }),
    );
    renderRoutes(routes, '/calendar?month=2027-02');
    expect(await screen.findByRole('heading', { level: 2, name: 'February 2027' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Audits planned in February 2027' });
    expect(within(grid).getAllByRole('link', { name: /Cork site audit/ })).toHaveLength(3);
    expect(callsTo(fetch, '/api/calendar?from=2027-02-01&to=2027-02-28')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    const item = (await screen.findByRole('list', { name: 'Planned audits' })).querySelector('li')!;
    expect(item).toHaveTextContent('Feb 03, 2027 – Feb 05, 2027 · Hybrid');
    expect(within(item).getByRole('link', { name: 'Cork CRU' })).toHaveAttribute('href', '/auditees/ae1');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2027' })).toBeInTheDocument();
  });
});
