import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDITEE_MESSAGES } from '@cq/shared/auditees/rules';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { inOrg, workspaceApi } from '@/test/workspace';
import { AuditeesPage } from './AuditeesPage';
import { auditee, page, study } from './fixtures';

const routes = [
  { path: '/auditees', element: <AuditeesPage /> },
  { path: '/auditees/:id', element: <p>Auditee page</p> },
];
const LIST = '/api/auditees?limit=50';
const STUDIES = '/api/studies?limit=50';
const calledUrls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([input]) => String(input));

describe('/auditees', () => {
  it('lists auditees with their kind, country, status and risk, each linking to its page', async () => {
    stubFetch(
      workspaceApi({
        [`GET ${LIST}`]: [
          auditee({ id: 'a1', name: 'Helix Pharma', kind: 'sponsor', country: 'Ireland', status: 'active' }),
          auditee({ id: 'a2', name: 'Northwind Labs', kind: 'lab', riskRating: 'high', riskReason: 'Two majors' }),
        ],
        [`GET ${STUDIES}`]: [],
      }),
    );
    renderRoutes(routes, '/auditees');
    expect(screen.getByRole('heading', { level: 1, name: 'Auditees and studies' })).toBeInTheDocument();
    const helix = (await screen.findByRole('link', { name: 'Helix Pharma' })).closest('li')!;
    expect(within(helix).getByRole('link', { name: 'Helix Pharma' })).toHaveAttribute('href', '/auditees/a1');
    expect(helix).toHaveTextContent('Sponsor · Ireland');
    expect(within(helix).getByText('Active')).toBeInTheDocument();
    const northwind = screen.getByRole('link', { name: 'Northwind Labs' }).closest('li')!;
    expect(within(northwind).getByText('Laboratory · Germany')).toBeInTheDocument();
    expect(within(northwind).getByText('Prospect')).toBeInTheDocument();
    expect(within(northwind).getByText('High risk')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No studies yet' })).toBeInTheDocument();
  });

  it('says there are none yet, with a button to add one', async () => {
    stubFetch(workspaceApi({ [`GET ${LIST}`]: [], [`GET ${STUDIES}`]: [] }));
    renderRoutes(routes, '/auditees');
    expect(await screen.findByRole('heading', { name: 'No auditees yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an auditee' }));
    expect(await screen.findByRole('dialog', { name: 'New auditee' })).toBeInTheDocument();
  });

  it('sends the search as q once the typing pauses, and says when nothing matches', async () => {
    const fetchMock = stubFetch(
      workspaceApi({
        [`GET ${LIST}`]: [auditee({ id: 'a1', name: 'Helix Pharma' })],
        [`GET ${LIST}&q=berlin`]: [auditee({ id: 'a2', name: 'Berlin Clinical Site' })],
        [`GET ${LIST}&q=nowhere`]: [],
        [`GET ${STUDIES}`]: [],
      }),
    );
    renderRoutes(routes, '/auditees');
    await screen.findByRole('link', { name: 'Helix Pharma' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search auditees' }), 'berlin');
    expect(await screen.findByRole('link', { name: 'Berlin Clinical Site' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Helix Pharma' })).not.toBeInTheDocument();
    // One read for the settled text, none per keystroke.
    expect(calledUrls(fetchMock).filter((u) => u.startsWith(`${LIST}&q=`))).toEqual([`${LIST}&q=berlin`]);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search auditees' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search auditees' }), 'nowhere');
    expect(await screen.findByRole('heading', { name: 'No auditees found' })).toBeInTheDocument();
  });

  it("loads more with the API's next cursor", async () => {
    const fetchMock = stubFetch(
      workspaceApi({
        [`GET ${LIST}`]: () => page([auditee({ id: 'a1', name: 'First page site' })], 'c2'),
        [`GET ${LIST}&cursor=c2`]: () => page([auditee({ id: 'a2', name: 'Second page site' })]),
        [`GET ${STUDIES}`]: [],
      }),
    );
    renderRoutes(routes, '/auditees');
    await screen.findByRole('link', { name: 'First page site' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more auditees' }));
    expect(await screen.findByRole('link', { name: 'Second page site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First page site' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more auditees' })).not.toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain(`${LIST}&cursor=c2`);
  });

  it("checks New auditee with the API's messages and puts the API's field refusals on the fields", async () => {
    let created = false;
    let refuse = true;
    const fetchMock = stubFetch(
      workspaceApi({
        [`GET ${LIST}`]: () => (created ? [auditee({ id: 'new', name: 'Acme CRO', kind: 'cro' })] : []),
        [`GET ${STUDIES}`]: [],
        'POST /api/auditees': () => {
          if (refuse)
            return jsonResponse(
              { error: 'Check the highlighted fields', fields: { contactEmail: AUDITEE_MESSAGES.contactEmail } },
              400,
            );
          created = true;
          return jsonResponse(auditee({ id: 'new', name: 'Acme CRO', kind: 'cro' }), 201);
        },
      }),
    );
    renderRoutes(routes, '/auditees');
    await screen.findByRole('heading', { name: 'No auditees yet' });
    await userEvent.click(screen.getByRole('button', { name: 'New auditee' }));
    const dialog = await screen.findByRole('dialog', { name: 'New auditee' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Prospect');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create auditee' }));
    expect(await within(dialog).findByText(AUDITEE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AUDITEE_MESSAGES.kindRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme CRO');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'CRO');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Risk rating' }), 'High');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create auditee' }));
    expect(await within(dialog).findByText(AUDITEE_MESSAGES.riskReasonRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auditees').filter((c) => c.init.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Risk reason' }), 'New CRO, no history');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contact e-mail' }), 'qa@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create auditee' }));
    // The server's field message is on its field, and focus goes there.
    const email = within(dialog).getByRole('textbox', { name: 'Contact e-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(AUDITEE_MESSAGES.contactEmail));
    expect(email).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the highlighted fields');

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create auditee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = callsTo(fetchMock, '/api/auditees').filter((c) => c.init.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      name: 'Acme CRO',
      kind: 'cro',
      status: 'prospect',
      address: '',
      country: '',
      contactName: '',
      contactEmail: 'qa@acme.example',
      contactPhone: '',
      riskRating: 'high',
      riskReason: 'New CRO, no history',
      notes: '',
    });
    expect(await screen.findByRole('link', { name: 'Acme CRO' })).toBeInTheDocument();
  });

  it("checks New study with the API's messages and offers the intake form's trial phases", async () => {
    stubFetch(workspaceApi({ [`GET ${LIST}`]: [], [`GET ${STUDIES}`]: [] }));
    renderRoutes(routes, '/auditees');
    await userEvent.click(await screen.findByRole('button', { name: 'New study' }));
    const dialog = await screen.findByRole('dialog', { name: 'New study' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create study' }));
    expect(await within(dialog).findByText(AUDITEE_MESSAGES.protocolRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AUDITEE_MESSAGES.studyTitleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AUDITEE_MESSAGES.phaseRequired)).toBeInTheDocument();

    const phase = within(dialog).getByRole('combobox', { name: 'Phase' });
    expect(within(phase).getByRole('option', { name: 'Phase III' })).toBeInTheDocument();
  });

  it('creates a study with its phase and a sponsor among the auditees, and says a duplicate protocol on its field', async () => {
    let duplicate = true;
    const fetchMock = stubFetch(
      workspaceApi({
        [`GET ${LIST}`]: [auditee({ id: 'sp1', name: 'Helix Pharma', kind: 'sponsor' })],
        'GET /api/auditees?limit=100': [auditee({ id: 'sp1', name: 'Helix Pharma', kind: 'sponsor' })],
        [`GET ${STUDIES}`]: () => (duplicate ? [] : [study({ id: 's1', sponsorId: 'sp1' })]),
        'POST /api/studies': () => {
          if (duplicate) return jsonResponse({ error: AUDITEE_MESSAGES.duplicateProtocol }, 409);
          return jsonResponse(study({ id: 's1', sponsorId: 'sp1' }), 201);
        },
      }),
    );
    renderRoutes(routes, '/auditees');
    await userEvent.click(await screen.findByRole('button', { name: 'New study' }));
    const dialog = await screen.findByRole('dialog', { name: 'New study' });
    const phase = within(dialog).getByRole('combobox', { name: 'Phase' });
    const sponsor = within(dialog).getByRole('combobox', { name: 'Sponsor' });
    await waitFor(() => expect(within(sponsor).getByRole('option', { name: 'Helix Pharma' })).toBeInTheDocument());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Protocol number' }), 'HX-101');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Helix first-in-human');
    await userEvent.selectOptions(phase, 'Phase I');
    await userEvent.selectOptions(sponsor, 'Helix Pharma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create study' }));
    const protocol = within(dialog).getByRole('textbox', { name: 'Protocol number' });
    await waitFor(() => expect(protocol).toHaveAccessibleDescription(AUDITEE_MESSAGES.duplicateProtocol));
    expect(protocol).toHaveFocus();

    duplicate = false;
    await userEvent.clear(protocol);
    await userEvent.type(protocol, 'HX-101B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create study' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = callsTo(fetchMock, '/api/studies').filter((c) => c.init.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      protocolNumber: 'HX-101B',
      title: 'Helix first-in-human',
      phase: 'phase-1',
      sponsorId: 'sp1',
    });
    const row = (await screen.findByText('HX-101', { exact: false })).closest('li')!;
    expect(row).toHaveTextContent('Phase I');
    expect(await within(row).findByRole('link', { name: 'Helix Pharma' })).toHaveAttribute('href', '/auditees/sp1');
  });

  it('edits a study with the version read and the reason; a 409 offers a Reload', async () => {
    let current = study({ id: 's1', title: 'Old title' });
    let stale = false;
    const fetchMock = stubFetch(
      workspaceApi({
        [`GET ${LIST}`]: [],
        [`GET ${STUDIES}`]: () => [current],
        'GET /api/studies/s1': () => current,
        'PATCH /api/studies/s1': () => {
          if (stale) {
            current = study({ id: 's1', title: 'Their title', version: 3 });
            return jsonResponse({ error: 'This record was changed by someone else. Reload and try again.' }, 409);
          }
          current = study({ id: 's1', title: 'New title', version: 2 });
          return jsonResponse(current);
        },
      }),
    );
    renderRoutes(routes, '/auditees');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit study HX-101' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit study' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'New title');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for change' }), 'Typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = callsTo(fetchMock, '/api/studies/s1').filter((c) => c.init.method === 'PATCH');
    expect(patch!.body).toEqual({ version: 1, title: 'New title', reason: 'Typo' });
    expect(await screen.findByText('New title')).toBeInTheDocument();

    stale = true;
    await userEvent.click(screen.getByRole('button', { name: 'Edit study HX-101' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit study' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Phase' }), 'Phase II');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // The phase was recorded: changing it needs the reason, asked in the same dialog before anything is sent.
    expect(await within(dialog).findByText('Give a reason for this change')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for change' }), 'Amendment 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This record was changed by someone else. Reload and try again.');
    expect(
      callsTo(fetchMock, '/api/studies/s1')
        .filter((c) => c.init.method === 'PATCH')
        .at(-1)!.body,
    ).toEqual({
      version: 2,
      phase: 'phase-2',
      reason: 'Amendment 3',
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Their title'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a viewer both lists without a control that changes them', async () => {
    stubFetch(
      workspaceApi({
        ...inOrg('viewer'),
        [`GET ${LIST}`]: [auditee({ id: 'a1', name: 'Helix Pharma' })],
        [`GET ${STUDIES}`]: [study({ id: 's1' })],
      }),
    );
    renderRoutes(routes, '/auditees');
    expect(await screen.findByText('View only:', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Helix Pharma' })).toBeInTheDocument();
    expect(await screen.findByText('HX-101', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New auditee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New study' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
