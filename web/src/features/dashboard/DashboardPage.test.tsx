import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { todayIso } from '@/lib/dates';
import { audit, badge, finding, inOrg, stats, usage, workspaceApi, workspaceFinding } from '@/test/workspace';
import { DashboardPage } from './DashboardPage';

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];
const SLOW = { timeout: 5000 }; // the first call with a stored session loads the auth SDK for the token

describe('/dashboard', () => {
  afterEach(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('greets the user and shows the rings from their numbers, the critical alert and the cards', async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({
        'GET /api/auth/user': userProfile({ xpPoints: 600, level: 1, streak: 2 }),
        'GET /api/dashboard/stats': stats({ activeAudits: 2, openFindings: 3, openCriticalFindings: 1 }),
        'GET /api/usage/stats': usage({ used: 3, limit: 3 }),
        'GET /api/audits?limit=3': [audit({ id: 'a1', title: 'Newest' }), audit({ id: 'a2', title: 'Older' })],
        'GET /api/badges': [1, 2, 3, 4, 5].map((n) => badge(n)),
      }),
    );
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Audit' })).toHaveAttribute('href', '/audits');
    expect(screen.getAllByRole('link', { name: 'Ask Quala' }).map((a) => a.getAttribute('href'))).toEqual([
      '/ask-quala',
      '/ask-quala', // the floating button
    ]);

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByRole('heading', { name: 'Critical Findings Require Attention' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Review Findings' })).toHaveAttribute(
      'href',
      '/findings?status=open&severity=critical',
    );

    const active = screen.getByText('Active Audits').closest('figure')!;
    expect(active).toHaveTextContent('2');
    const compliance = screen.getByText('Compliance').closest('figure')!;
    expect(compliance).toHaveTextContent('—');
    expect(compliance).toHaveTextContent('No completed audit reports yet');
    const open = screen.getByText('Open Findings').closest('figure')!;
    expect(open).toHaveTextContent('3');
    expect(open).toHaveTextContent('1 is critical');

    expect(await screen.findByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/audits/a1');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/audits');
    expect(screen.getByText('2400 XP to Level 2')).toBeInTheDocument();
    expect(await screen.findByText('Usage Alert')).toBeInTheDocument();
    expect(screen.getByText('5 earned')).toBeInTheDocument();
    expect(screen.getByText('Badge 3')).toBeInTheDocument();
    expect(screen.queryByText('Badge 4')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all 5 badges' })).toHaveAttribute('href', '/profile');
  });

  it('Review Findings on the critical alert lands on the open critical findings, filtered in the address', async () => {
    storeFakeSession();
    const critical = [
      workspaceFinding({
        id: 'f1',
        title: 'Consent signed after dosing',
        severity: 'critical',
        auditTitle: 'Site 104',
      }),
      workspaceFinding({
        id: 'f2',
        title: 'SAE reported late',
        severity: 'critical',
        status: 'in_progress',
        auditTitle: 'Site 7',
      }),
    ];
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/dashboard/stats': stats({ openFindings: 3, openCriticalFindings: 2 }),
        'GET /api/findings?status=open&severity=critical&limit=50': critical,
      }),
    );
    const { router } = renderRoutes(
      [...routes, { path: '/findings', lazy: () => import('@/features/audits').then((m) => m.findingsPage()) }],
      '/dashboard',
    );
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('2 critical findings are open.');
    await userEvent.click(within(alert).getByRole('link', { name: 'Review Findings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Findings' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/findings');
    expect(router.state.location.search).toBe('?status=open&severity=critical');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(screen.getByRole('combobox', { name: 'Severity' })).toHaveValue('critical');
    expect(await screen.findByText('2 open critical findings')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Findings' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Consent signed after dosing', 'SAE reported late']);
    expect(within(list).getByRole('link', { name: 'Consent signed after dosing' })).toHaveAttribute(
      'href',
      `/audits/${finding().auditId}#finding-f1`,
    );
    expect(callsTo(fetchMock, '/api/findings?status=open&severity=critical&limit=50')).toHaveLength(1);
  });

  it("leaves a viewer's quick actions and Quala box out: they read, export and browse templates only", async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ ...inOrg('viewer') }));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' }, SLOW)).toBeInTheDocument();
    // The Quala widget says View only where the question box was, once the role is read.
    expect(await screen.findByText('View only:', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Question for Quala' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Generate Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Schedule Audit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit Templates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export Data/ })).toBeInTheDocument();
  });

  it("shows 'No audits yet' with Create Audit, no alert, and the compliance rate once reports exist", async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/dashboard/stats': stats({ complianceRate: 87.5 }) }));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'No audits yet' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Audit' })).toHaveAttribute('href', '/audits?new=1');
    expect(await screen.findByText('88%')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has the Quick Actions, and Export Data joins the export’s parts into one file', async () => {
    storeFakeSession();
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:export'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/me/export': (_init: RequestInit | undefined, url: string) =>
          url.includes('cursor=part2')
            ? { audits: [{ id: 'a2' }], trail: { Audit: { a2: [] } } }
            : new Response(
                JSON.stringify({ profile: { id: 'u1' }, audits: [{ id: 'a1' }], trail: { Audit: { a1: [] } } }),
                {
                  headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'part2' },
                },
              ),
      }),
    );
    renderRoutes(routes, '/dashboard');
    const actions = (await screen.findByRole('heading', { name: 'Quick Actions' }, SLOW)).closest(
      'div',
    )!.parentElement!;
    expect(within(actions).getByRole('link', { name: 'Generate Report' })).toHaveAttribute('href', '/reports');
    expect(within(actions).getByRole('link', { name: 'Schedule Audit' })).toHaveAttribute('href', '/audits');
    expect(within(actions).getByRole('link', { name: 'Audit Templates' })).toHaveAttribute('href', '/marketplace');
    await userEvent.click(within(actions).getByRole('button', { name: 'Export Data' }));
    const name = `clarity-export-${todayIso()}.json`;
    await waitFor(() => expect(clicked).toEqual([`${name} blob:export`]));
    expect(JSON.parse(await saved[0]!.text())).toEqual({
      profile: { id: 'u1' },
      audits: [{ id: 'a1' }, { id: 'a2' }],
      trail: { Audit: { a1: [], a2: [] } },
    });
    expect(callsTo(fetchMock, '/api/me/export?cursor=part2')).toHaveLength(1);
    const [call] = callsTo(fetchMock, '/api/me/export');
    expect((call!.init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    expect(await screen.findByText('Export downloaded')).toBeInTheDocument();
  });
});
