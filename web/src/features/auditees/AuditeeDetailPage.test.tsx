import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { audit, finding, inOrg, trailEntry, workspaceApi } from '@/test/workspace';
import { AuditeeDetailPage } from './AuditeeDetailPage';
import { auditee } from './fixtures';

const URL = '/api/auditees/ae1';
const routes = [
  { path: '/auditees/:id', element: <AuditeeDetailPage /> },
  { path: '/auditees', element: <p>Auditees list</p> },
];
const created = trailEntry(1, {
  action: 'create',
  before: null,
  after: { name: 'St. Mary Research Hospital', kind: 'site', status: 'prospect', country: 'Germany' },
});

function api(answers: Record<string, unknown> = {}) {
  return workspaceApi({
    [`GET ${URL}`]: auditee(),
    [`GET ${URL}/trail`]: { entries: [created], verified: true },
    [`GET ${URL}/audits`]: [],
    [`GET ${URL}/repeat-findings`]: [],
    'GET /api/studies': [],
    ...answers,
  });
}

describe('/auditees/{id}', () => {
  it('shows the auditee and its verified trail', async () => {
    stubFetch(
      api({
        [`GET ${URL}`]: auditee({ riskRating: 'medium', riskReason: 'Two majors in 2025', contactName: 'Dr. Weiss' }),
      }),
    );
    renderRoutes(routes, '/auditees/ae1');
    expect(await screen.findByRole('heading', { level: 1, name: 'St. Mary Research Hospital' })).toBeInTheDocument();
    expect(screen.getByText('Investigator site')).toBeInTheDocument();
    expect(screen.getByText('Medium risk')).toBeInTheDocument();
    expect(screen.getByText('Two majors in 2025')).toBeInTheDocument();
    expect(screen.getByText('Dr. Weiss')).toBeInTheDocument();
    const trail = screen.getByRole('region', { name: 'Audit Trail' });
    expect(await within(trail).findByText('Trail verified')).toBeInTheDocument();
    expect(within(trail).getByText('Created')).toBeInTheDocument();
    expect(within(trail).getByText('Investigator site')).toBeInTheDocument();
  });

  it('lists its repeat findings, each with "Repeat (n)" and links to the earlier findings', async () => {
    stubFetch(
      api({
        [`GET ${URL}/repeat-findings`]: [
          finding({
            id: 'r2.site-1',
            auditId: 'a2',
            title: 'Informed consent not documented',
            repeatOf: [
              { id: 'r1.site-1', auditId: 'a1' },
              { id: 'r0.site-1', auditId: 'a0' },
            ],
          }),
        ],
      }),
    );
    renderRoutes(routes, '/auditees/ae1');
    const list = await screen.findByRole('list', { name: 'Repeat findings' });
    expect(within(list).getByRole('link', { name: 'Informed consent not documented' })).toHaveAttribute(
      'href',
      '/audits/a2#finding-r2.site-1',
    );
    expect(within(list).getByText('Repeat (2)')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Earlier finding 1' })).toHaveAttribute(
      'href',
      '/audits/a1#finding-r1.site-1',
    );
    expect(within(list).getByRole('link', { name: 'Earlier finding 2' })).toHaveAttribute(
      'href',
      '/audits/a0#finding-r0.site-1',
    );
  });

  it('lists its audits and its studies (sponsored, or named by its audits)', async () => {
    const study = (id: string, protocolNumber: string, sponsorId: string | null) => ({
      id,
      protocolNumber,
      title: `Study ${protocolNumber}`,
      phase: 'phase-2',
      sponsorId,
      createdBy: 'u1',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      version: 1,
    });
    stubFetch(
      api({
        [`GET ${URL}/audits`]: [
          audit({ id: 'a1', title: 'Re-audit 2027', auditeeId: 'ae1', studyId: 's2', plannedStart: '2027-01-05' }),
        ],
        'GET /api/studies': [study('s1', 'ONC-1', 'ae1'), study('s2', 'CARD-2', null), study('s3', 'OTHER-3', null)],
      }),
    );
    renderRoutes(routes, '/auditees/ae1');
    const audits = await screen.findByRole('list', { name: 'Audits' });
    expect(within(audits).getByRole('link', { name: 'Re-audit 2027' })).toHaveAttribute('href', '/audits/a1');
    expect(within(audits).getByText('Jan 05, 2027')).toBeInTheDocument();
    const studies = await screen.findByRole('list', { name: 'Studies of this auditee' });
    await waitFor(() => expect(within(studies).getAllByRole('listitem')).toHaveLength(2));
    expect(studies).toHaveTextContent('ONC-1');
    expect(studies).toHaveTextContent('CARD-2');
    expect(studies).not.toHaveTextContent('OTHER-3');
  });

  it('says when there is no such auditee', async () => {
    stubFetch(api({ [`GET ${URL}`]: () => jsonResponse({ error: 'Auditee not found' }, 404) }));
    renderRoutes(routes, '/auditees/ae1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditee not found' })).toBeInTheDocument();
  });

  it('edits with the version read and the reason, then shows the change in the trail', async () => {
    let current = auditee();
    let entries = [created];
    const fetchMock = stubFetch(
      api({
        [`GET ${URL}`]: () => current,
        [`GET ${URL}/trail`]: () => ({ entries, verified: true }),
        [`PATCH ${URL}`]: () => {
          current = auditee({ status: 'active', version: 2 });
          entries = [
            created,
            trailEntry(2, {
              before: { status: 'prospect' },
              after: { status: 'active' },
              reason: 'Qualified after visit',
            }),
          ];
          return jsonResponse(current);
        },
      }),
    );
    renderRoutes(routes, '/auditees/ae1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('heading', { name: 'Edit auditee' }).closest('form') ?? document.body;
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Active');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason for change' }), 'Qualified after visit');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit auditee' })).not.toBeInTheDocument());
    const [patch] = callsTo(fetchMock, URL).filter((c) => c.init.method === 'PATCH');
    expect(patch!.body).toEqual({ version: 1, status: 'active', reason: 'Qualified after visit' });
    const trail = screen.getByRole('region', { name: 'Audit Trail' });
    expect(await within(trail).findByText('Qualified after visit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('says a 409 means someone else changed it, and Reload starts the form from the record as it now is', async () => {
    let current = auditee({ name: 'Original name' });
    const fetchMock = stubFetch(
      api({
        [`GET ${URL}`]: () => current,
        [`PATCH ${URL}`]: () => {
          current = auditee({ name: 'Their name', version: 2 });
          return jsonResponse({ error: 'This record was changed by someone else. Reload and try again.' }, 409);
        },
      }),
    );
    renderRoutes(routes, '/auditees/ae1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'My name');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for change' }), 'Typo');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This record was changed by someone else. Reload and try again.');
    const [patch] = callsTo(fetchMock, URL).filter((c) => c.init.method === 'PATCH');
    expect(patch!.body).toEqual({ version: 1, name: 'My name', reason: 'Typo' });

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Their name' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Their name'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a viewer the auditee and its trail without Edit', async () => {
    stubFetch(api({ ...inOrg('viewer') }));
    renderRoutes(routes, '/auditees/ae1');
    expect(await screen.findByText('View only:', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'St. Mary Research Hospital' })).toBeInTheDocument();
    expect(await screen.findByText('Trail verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
