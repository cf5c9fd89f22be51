import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { expectFocusBackAfterEscape } from '@/test/focus';
import { renderRoutes } from '@/test/render';
import { audit, inOrg, usage, workspaceApi } from '@/test/workspace';
import { AuditsPage } from './AuditsPage';

const routes = [
  { path: '/audits', element: <AuditsPage /> },
  { path: '/audits/:id', element: <p>Audit page</p> },
  { path: '/subscribe', element: <p>Subscribe page</p> },
];

const LIMIT_MESSAGE = 'Monthly audit limit reached (3 of 3). Upgrade to Pro for unlimited audits.';

describe('/audits', () => {
  it('shows 6 skeleton cards while loading, then the cards with status, type, date and progress', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    stubFetch(
      workspaceApi({
        'GET /api/audits?limit=50': async () => {
          await held;
          return [
            audit({ id: 'a1', title: 'Pharmacy review', type: 'pharmacy', status: 'in_progress', progress: 40 }),
            audit({ id: 'a2', title: 'Site visit', status: 'scheduled', scheduledDate: '2020-01-02' }),
          ];
        },
      }),
    );
    const { container } = renderRoutes(routes, '/audits');
    expect(await screen.findByText('Loading audits…')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid="audit-skeleton"]')).toHaveLength(6);
    release();

    const first = (await screen.findByRole('link', { name: 'Pharmacy review' })).closest('li')!;
    expect(within(first).getByText('In Progress')).toBeInTheDocument();
    expect(within(first).getByText('Pharmacy')).toBeInTheDocument();
    expect(within(first).getByText('Created Today')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Progress of Pharmacy review' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const second = screen.getByRole('link', { name: 'Site visit' }).closest('li')!;
    expect(within(second).getByText('Scheduled Jan 02, 2020')).toBeInTheDocument();
    expect(within(second).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Site visit' })).toHaveAttribute('href', '/audits/a2');
  });

  it("says 'No audits yet' with a Create Audit button when nothing was created", async () => {
    stubFetch(workspaceApi());
    renderRoutes(routes, '/audits');
    expect(await screen.findByRole('heading', { name: 'No audits yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Audit' })).toBeInTheDocument();
  });

  it('filters by search text and by type', async () => {
    stubFetch(
      workspaceApi({
        'GET /api/audits?limit=50': [
          audit({ id: 'a1', title: 'Pharmacy review', type: 'pharmacy' }),
          audit({ id: 'a2', title: 'Hospital ward', type: 'hospital', description: 'Consent storage' }),
        ],
      }),
    );
    renderRoutes(routes, '/audits');
    await screen.findByRole('link', { name: 'Pharmacy review' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search audits' }), 'consent');
    expect(screen.queryByRole('link', { name: 'Pharmacy review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hospital ward' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'pharmacy');
    expect(screen.getByRole('heading', { name: 'No audits found' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search audits' }));
    expect(screen.getByRole('link', { name: 'Pharmacy review' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter by type' })).toHaveDisplayValue('Pharmacy');
  });

  it('checks the New Audit form with the spec messages and sends status draft and progress 0 by default', async () => {
    let created = false;
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/audits?limit=50': () => (created ? [audit({ id: 'new', title: 'Vendor audit' })] : []),
        'POST /api/audits': () => {
          created = true;
          return jsonResponse(audit({ id: 'new', title: 'Vendor audit' }), 201);
        },
      }),
    );
    renderRoutes(routes, '/audits');
    await userEvent.click(await screen.findByRole('button', { name: 'New Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Audit' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Draft');
    expect(within(dialog).getByRole('spinbutton', { name: 'Progress (%)' })).toHaveValue(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Audit' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Audit type is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/audits').filter((c) => c.init.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Vendor audit');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'compliance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Audit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = callsTo(fetchMock, '/api/audits').filter((c) => c.init.method === 'POST');
    expect(post!.body).toEqual({ title: 'Vendor audit', type: 'compliance', status: 'draft', progress: 0 });
    // The list refreshed.
    expect(await screen.findByRole('link', { name: 'Vendor audit' })).toBeInTheDocument();
    // The form was reset.
    await userEvent.click(screen.getByRole('button', { name: 'New Audit' }));
    const again = await screen.findByRole('dialog', { name: 'New Audit' });
    expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(within(again).getByRole('combobox', { name: 'Type' })).toHaveValue('');
  });

  it('asks for a date when the new audit is scheduled', async () => {
    stubFetch(workspaceApi());
    renderRoutes(routes, '/audits');
    await userEvent.click(await screen.findByRole('button', { name: 'New Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Audit' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Later');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'hospital');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'scheduled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Audit' }));
    expect(await within(dialog).findByText('A scheduled audit needs a scheduled date')).toBeInTheDocument();
  });

  it("toasts 'Error' with the server's message, or 'Failed to create audit' when it has none", async () => {
    let answer: Response = jsonResponse({ error: 'Title is too long for the register' }, 400);
    stubFetch(workspaceApi({ 'POST /api/audits': () => answer }));
    renderRoutes(routes, '/audits');
    await userEvent.click(await screen.findByRole('button', { name: 'New Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Audit' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Audit');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'hospital');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Audit' }));
    const toast = (await screen.findByText('Title is too long for the register', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    // The dialog stays open with the entries, and says it too (the toast is outside the modal dialog).
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Title is too long for the register');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Audit');

    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Audit' }));
    expect(await within(dialog).findByText('Failed to create audit')).toBeInTheDocument();
    expect(screen.getByText('Failed to create audit', { selector: 'li *' })).toBeInTheDocument();
  });

  it('keeps the dialog and the typed entries on the plan limit refusal, with its message and an Upgrade link', async () => {
    stubFetch(
      workspaceApi({
        'POST /api/audits': () => jsonResponse({ error: LIMIT_MESSAGE, code: 'LIMIT_REACHED' }, 403),
      }),
    );
    const { router } = renderRoutes(routes, '/audits');
    await userEvent.click(await screen.findByRole('button', { name: 'New Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Audit' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Fourth');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'pharmacy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Audit' }));
    const toast = (await screen.findByText(LIMIT_MESSAGE, { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    // The toast's own link is behind the modal dialog (hidden from it), so the dialog has one too.
    expect(within(toast).getByRole('link', { name: 'Upgrade', hidden: true })).toHaveAttribute('href', '/subscribe');
    // The dialog stays open with the server's message, what was typed, and an Upgrade link it can reach.
    expect(screen.getByRole('dialog', { name: 'New Audit' })).toBe(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${LIMIT_MESSAGE} Upgrade`);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Fourth');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it('says the limit is reached before the form is filled when the usage numbers already say so', async () => {
    stubFetch(workspaceApi({ 'GET /api/usage/stats': usage({ used: 3, limit: 3 }) }));
    renderRoutes(routes, '/audits');
    await userEvent.click(await screen.findByRole('button', { name: 'New Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Audit' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${LIMIT_MESSAGE} Upgrade`);
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Create Audit' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('gives focus back to New Audit when its dialog closes with Escape', async () => {
    stubFetch(workspaceApi());
    renderRoutes(routes, '/audits');
    await expectFocusBackAfterEscape(await screen.findByRole('button', { name: 'New Audit' }), 'New Audit');
  });

  it('opens the dialog from the dashboard link (?new=1) and cleans the address', async () => {
    stubFetch(workspaceApi());
    const { router } = renderRoutes(routes, '/audits?new=1');
    expect(await screen.findByRole('dialog', { name: 'New Audit' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  describe('in an organisation', () => {
    it('assigns the new audit by name and sends the members’ ids', async () => {
      const fetchMock = stubFetch(
        workspaceApi({
          ...inOrg('auditor'),
          'POST /api/audits': jsonResponse(audit({ id: 'new', title: 'Vendor audit' }), 201),
        }),
      );
      renderRoutes(routes, '/audits');
      await userEvent.click(await screen.findByRole('button', { name: 'New Audit' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Audit' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Vendor audit');
      await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'compliance');
      const lead = within(dialog).getByRole('combobox', { name: 'Lead auditor' });
      await waitFor(() => expect(within(lead).getAllByRole('option')).toHaveLength(4));
      await userEvent.selectOptions(lead, 'Alan Turing');
      const auditors = within(dialog).getByRole('group', { name: 'Auditors' });
      await userEvent.click(within(auditors).getByRole('checkbox', { name: 'Ada Lovelace' }));
      await userEvent.click(within(auditors).getByRole('checkbox', { name: 'Alan Turing' }));
      await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reviewer' }), 'Grace Hopper');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Audit' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [post] = callsTo(fetchMock, '/api/audits').filter((c) => c.init.method === 'POST');
      expect(post!.body).toEqual({
        title: 'Vendor audit',
        type: 'compliance',
        status: 'draft',
        progress: 0,
        leadAuditorId: 'u3',
        auditorIds: ['u1', 'u3'],
        reviewerId: 'u2',
      });
    });

    it("lists with 'Assigned to me' only the audits the API says the user leads, audits or reviews", async () => {
      const fetchMock = stubFetch(
        workspaceApi({
          ...inOrg('auditor'),
          'GET /api/audits?limit=50': [
            audit({ id: 'a1', title: 'Pharmacy review' }),
            audit({ id: 'a2', title: 'Site visit', leadAuditorId: 'u1' }),
          ],
          // The API filters each page it reads: the first may hold nothing and name the next.
          'GET /api/audits?limit=50&assignedTo=me': () =>
            new Response('[]', { headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'c2' } }),
          'GET /api/audits?limit=50&assignedTo=me&cursor=c2': [
            audit({ id: 'a2', title: 'Site visit', leadAuditorId: 'u1' }),
          ],
        }),
      );
      renderRoutes(routes, '/audits');
      expect(await screen.findByRole('link', { name: 'Pharmacy review' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Pharmacy review' })).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: 'Site visit' })).toBeInTheDocument();
      expect(callsTo(fetchMock, '/api/audits?limit=50&assignedTo=me')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Load more audits' })).not.toBeInTheDocument();
    });

    it('offers a viewer no New Audit, not even from the dashboard link', async () => {
      stubFetch(workspaceApi({ ...inOrg('viewer'), 'GET /api/audits?limit=50': [audit({ title: 'Site visit' })] }));
      renderRoutes(routes, '/audits?new=1');
      expect(await screen.findByRole('link', { name: 'Site visit' })).toBeInTheDocument();
      // Once the memberships say the role: 'View only' where New Audit was, and no dialog.
      expect(await screen.findByText('View only:')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'New Audit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'New Audit' })).not.toBeInTheDocument();
    });
  });
});
