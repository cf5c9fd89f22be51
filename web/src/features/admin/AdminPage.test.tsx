import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@cq/shared/admin/schemas';
import { callsTo, jsonResponse, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { AdminPage } from './AdminPage';
import { ACCESS_DENIED } from './display';
import { adminJob, adminStats, adminUser, errorLog, lead } from './testData';

const routes = [
  { path: '/admin', element: <AdminPage /> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
];

const ADMIN = userProfile({ id: 'admin-1', email: 'admin@clarity.local', role: 'admin', groups: ['admin'] });

/** The admin's API: the profile and the lists empty unless a test answers them. */
const adminApi = (answers: Parameters<typeof workspaceApi>[0] = {}) =>
  workspaceApi({
    'GET /api/auth/user': ADMIN,
    'GET /api/admin/stats': adminStats(),
    'GET /api/admin/users': [],
    'GET /api/admin/error-logs': [],
    'GET /api/admin/error-logs/daily': [],
    'GET /api/admin/leads': [],
    'GET /api/admin/jobs': [],
    'GET /api/admin/outbox': [],
    ...answers,
  });

const adminCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin'));

describe('/admin', { timeout: 15_000 }, () => {
  it('denies a non-admin with the spec text, calls no admin route, and goes to /dashboard after 1 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeFakeSession();
    const fetchMock = stubFetch(
      adminApi({ 'GET /api/auth/user': userProfile({ role: 'editor', groups: ['editor'] }) }),
    );
    const { router } = renderRoutes(routes, '/admin');
    await vi.waitFor(() => expect(screen.getByText(ACCESS_DENIED)).toBeInTheDocument(), { interval: 1, timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Access Denied: Admin privileges required to access this page.',
    );
    await vi.advanceTimersByTimeAsync(950);
    expect(router.state.location.pathname).toBe('/admin');
    await vi.advanceTimersByTimeAsync(60);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(adminCalls(fetchMock)).toEqual([]);
  });

  it('shows the stats the API computed: users, active audits, health with its figures, last backup', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T21:00:00.000Z') });
    storeFakeSession();
    stubFetch(
      adminApi({
        'GET /api/admin/stats': adminStats({
          totalUsers: 1234,
          activeAudits: 7,
          systemHealth: 'Degraded',
          health: { ...adminStats().health, errorLogsLastHour: 31, serverErrorsLastHour: 1 },
          lastBackup: '2026-11-23T20:55:00.000Z',
          dashboardUrl: 'https://console.aws.amazon.com/cloudwatch/home#dashboards/dashboard/cq-prod',
        }),
      }),
    );
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const card = (label: string) =>
      screen.getByRole('heading', { name: label, level: 3 }).closest('div')!.parentElement!;
    await waitFor(() => expect(card('Total Users')).toHaveTextContent('1,234'));
    expect(card('Active Audits')).toHaveTextContent('7');
    expect(card('System Health')).toHaveTextContent('Degraded');
    expect(card('System Health')).toHaveTextContent('31 error reports and 1 server error in the last hour');
    expect(card('Last Backup')).toHaveTextContent('5 minutes ago');
    expect(card('Last Backup')).toHaveTextContent('Nov 23, 2026, 20:55:00 UTC');
    // Spec §9 copy, and the figures behind the verdict with their thresholds.
    expect(screen.getByText('99.9% uptime')).toBeInTheDocument();
    expect(screen.getByText('Daily backup')).toBeInTheDocument();
    const browsers = screen.getByRole('row', { name: /Error reports from browsers/ });
    expect(
      within(browsers)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['31', '25', '250']);
    expect(screen.getByRole('link', { name: /CloudWatch dashboard/ })).toHaveAttribute(
      'href',
      'https://console.aws.amazon.com/cloudwatch/home#dashboards/dashboard/cq-prod',
    );
  });

  it('shows skeletons while the stats load and no dashboard link when none is configured', async () => {
    storeFakeSession();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    stubFetch(
      adminApi({
        'GET /api/admin/stats': async () => {
          await held;
          return adminStats({ lastBackup: null });
        },
      }),
    );
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('Loading statistics…')).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(4);
    release();
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /CloudWatch/ })).not.toBeInTheDocument();
  });

  it('searches users by e-mail and grants editor with a reason', async () => {
    storeFakeSession();
    let granted = false;
    const grace = adminUser();
    const fetchMock = stubFetch(
      adminApi({
        'GET /api/admin/users': (_init: unknown, url: string) =>
          url.includes('q=gr') || !url.includes('q=') ? [granted ? { ...grace, groups: ['editor'] } : grace] : [],
        'POST /api/admin/users/user-2/roles': () => {
          granted = true;
          return { ...grace, groups: ['editor'] };
        },
      }),
    );
    renderRoutes(routes, '/admin?tab=users');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(table).getByText('User', { selector: 'span' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users by e-mail' }), 'gr');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/admin/users?q=gr&limit=25'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Grant editor for grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant editor role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant editor role' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/users/user-2/roles')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Writes the regulatory column');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant editor role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/admin/users/user-2/roles')[0]!.body).toEqual({
      role: 'editor',
      action: 'grant',
      reason: 'Writes the regulatory column',
    });
    expect(await within(screen.getByRole('table')).findByText('Editor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke editor for grace@example.com' })).toBeInTheDocument();
  });

  it("does not offer an admin the removal of their own admin role, and shows the API's refusal if it comes", async () => {
    storeFakeSession();
    const me = adminUser({ id: 'admin-1', email: 'admin@clarity.local', role: 'admin', groups: ['admin'] });
    // The same person signed in under a new id (a stale list, another session): the API still refuses.
    const alias = adminUser({ id: 'admin-9', email: 'admin9@clarity.local', role: 'admin', groups: ['admin'] });
    stubFetch(
      adminApi({
        'GET /api/admin/users': [me, alias],
        'POST /api/admin/users/admin-9/roles': () => jsonResponse({ error: ADMIN_MESSAGES.ownAdminRole }, 409),
      }),
    );
    renderRoutes(routes, '/admin?tab=users');
    const own = await screen.findByRole('button', { name: 'Revoke admin for admin@clarity.local' });
    expect(own).toBeDisabled();
    expect(own).toHaveAttribute('title', ADMIN_MESSAGES.ownAdminRole);
    expect(screen.getByRole('button', { name: 'Grant editor for admin@clarity.local' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke admin for admin9@clarity.local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke admin role' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Stepping down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke admin role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.ownAdminRole);
  });

  it('charts 14 days for screen readers too, filters a day by type, and marks an error resolved', async () => {
    storeFakeSession();
    const days = Array.from({ length: 14 }, (_, i) => ({
      day: `2026-11-${String(10 + i).padStart(2, '0')}`,
      count: i === 13 ? 3 : i % 3,
    }));
    let resolved = false;
    const fetchMock = stubFetch(
      adminApi({
        'GET /api/admin/error-logs/daily': days,
        'GET /api/admin/error-logs': () => [errorLog({ resolved })],
        'GET /api/admin/error-logs/log-1': () => errorLog({ resolved }),
        'PATCH /api/admin/error-logs/log-1': () => {
          resolved = true;
          return errorLog({ resolved, version: 2, resolvedAt: '2026-11-23T21:00:00.000Z', resolvedBy: 'admin-1' });
        },
      }),
    );
    renderRoutes(routes, '/admin?tab=errors');
    const chart = await screen.findByRole('table', { name: 'Error reports per day' });
    expect(within(chart).getAllByRole('row')).toHaveLength(15);
    expect(within(chart).getByRole('row', { name: 'Nov 23, 2026 3' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'network');
    await waitFor(() =>
      expect(
        adminCalls(fetchMock).some((u) =>
          /^\/api\/admin\/error-logs\?day=\d{4}-\d{2}-\d{2}&type=network&limit=25$/.test(u),
        ),
      ).toBe(true),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Details of network error/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Error details' });
    expect(await within(dialog).findByRole('region', { name: 'Stack trace' })).toHaveTextContent(
      'at send (request.ts:54)',
    );
    expect(within(dialog).getByText('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBeInTheDocument();
    expect(within(dialog).getByText('http://localhost:3000/audits')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Deploy fixed it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await within(dialog).findByText(/by you$/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/error-logs/log-1').find((c) => c.init.method === 'PATCH')!.body).toEqual({
      version: 1,
      resolved: true,
      note: 'Deploy fixed it',
    });
  });

  it("moves a lead forward with a note and downloads the filtered view's CSV", async () => {
    storeFakeSession();
    const createObjectURL = vi.fn((blob: Blob) => (void blob, 'blob:leads'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const application = lead({
      id: 'lead-9',
      kind: 'application',
      job: { id: adminJob().id, title: 'Senior GCP Auditor' },
      fields: { full_name: 'Rosalind Franklin', cover_letter: 'I audit sites.' },
    });
    let status = 'new';
    const fetchMock = stubFetch(
      adminApi({
        'GET /api/admin/leads': (_init: unknown, url: string) =>
          url.includes('kind=application') ? [{ ...application, status }] : [lead()],
        'PATCH /api/admin/leads/lead-9': (init: RequestInit) => {
          status = (JSON.parse(String(init.body)) as { status: string }).status;
          return { ...application, status, version: 2 };
        },
        'GET /api/admin/leads/export': () =>
          new Response('kind,name\napplication,Rosalind Franklin\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="leads-application.csv"',
            },
          }),
      }),
    );
    renderRoutes(routes, '/admin?tab=leads');
    expect(await screen.findByRole('heading', { name: 'Rosalind Franklin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Job applications' }));
    expect(await screen.findByText('Job: Senior GCP Auditor')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open lead from Rosalind Franklin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rosalind Franklin' });
    expect(within(dialog).getByText('Cover letter')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.noteRequired)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'contacted');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Called her');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/admin/leads/lead-9')[0]!.body).toEqual({
      version: 1,
      status: 'contacted',
      note: 'Called her',
    });
    expect(await screen.findByText('Contacted', { selector: 'span' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'contacted');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('CSV downloaded')).toBeInTheDocument();
    expect(adminCalls(fetchMock)).toContain('/api/admin/leads/export?kind=application&status=contacted');
    expect(saved).toEqual(['leads-application.csv']);
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('application,Rosalind Franklin');
  });

  it('checks a job post with the shared schema, creates it, and deactivates one', async () => {
    storeFakeSession();
    const job = adminJob();
    const fetchMock = stubFetch(
      adminApi({
        'GET /api/admin/jobs': [job],
        'POST /api/admin/jobs': (init: RequestInit) =>
          jsonResponse(
            { ...job, ...(JSON.parse(String(init.body)) as object), id: adminJob().id.replace('a001', 'a002') },
            201,
          ),
        [`PUT /api/admin/jobs/${job.id}`]: (init: RequestInit) => ({
          ...job,
          ...(JSON.parse(String(init.body)) as object),
          version: 2,
        }),
      }),
    );
    renderRoutes(routes, '/admin?tab=jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'New job post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New job post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create job post' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one responsibility')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one qualification')).toBeInTheDocument();

    for (const [label, value] of [
      ['Title', 'CAPA Specialist'],
      ['Level', 'Mid'],
      ['Department', 'Quality'],
      ['Location', 'Boston, MA'],
      ['Type', 'Contract'],
    ] as const)
      await userEvent.type(within(dialog).getByRole('textbox', { name: label }), value);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Responsibilities' }),
      'Track CAPA{Enter}{Enter}Verify fixes',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Qualifications' }), 'ICH E6(R3)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create job post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/admin/jobs').find((c) => c.init.method === 'POST')!.body).toEqual({
      title: 'CAPA Specialist',
      level: 'Mid',
      department: 'Quality',
      location: 'Boston, MA',
      type: 'Contract',
      responsibilities: ['Track CAPA', 'Verify fixes'],
      qualifications: ['ICH E6(R3)'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Senior GCP Auditor' }));
    expect(await screen.findByText('Job post deactivated')).toBeInTheDocument();
    const put = callsTo(fetchMock, `/api/admin/jobs/${job.id}`)[0]!;
    expect(put.init.method).toBe('PUT');
    expect(put.body).toMatchObject({ isActive: false, version: 1, title: 'Senior GCP Auditor' });
  });
});
