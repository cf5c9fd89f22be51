import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportSummary } from '@cq/shared/reports/schemas';
import { callsTo, stubFetch } from '@/test/browser';
import { countsOf, listAnswer } from '@/test/reports';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { ReportsPage } from './ReportsPage';

const report = (n: number, overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  id: `r${n}`,
  title: `Report ${n}`,
  type: 'gcp_site_audit',
  status: 'draft',
  progress: 0,
  findings: 0,
  riskScore: 0,
  riskLevel: 'Low',
  reviewerId: null,
  authorIds: ['u1'],
  reviewedBy: [],
  answered: 5,
  questions: 5,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  version: 1,
  ...overrides,
});

const routes = [{ path: '/reports', element: <ReportsPage /> }];

describe('/reports', () => {
  it("shows 0 everywhere and 'No reports generated yet' before the first report", async () => {
    stubFetch(workspaceApi({ 'GET /api/audit-reports': [], 'GET /api/report-counts': countsOf([]) }));
    renderRoutes(routes, '/reports');
    expect(await screen.findByText('No reports generated yet', {}, { timeout: 5000 })).toBeInTheDocument();
    const counts = screen.getByRole('region', { name: 'Report counts' });
    expect(within(counts).getAllByText('0')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Generate' })).toHaveAttribute('href', '/audit-reports');
  });

  it('counts the reports and asks the API for the newest of a status', async () => {
    const reports = [
      report(1, { status: 'review', findings: 2, riskScore: 40, riskLevel: 'Medium' }),
      report(2, { status: 'completed' }),
      report(3, { status: 'approved', createdAt: '2020-01-01T00:00:00.000Z' }),
    ];
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/audit-reports': listAnswer(() => reports),
        'GET /api/report-counts': countsOf(reports),
      }),
    );
    renderRoutes(routes, '/reports');
    const first = (await screen.findByRole('heading', { name: 'Report 1' }, { timeout: 5000 })).closest('li')!;
    // Issue 9's counters: total, in progress, High Risk (above 75), completed (approved included).
    const counts = screen.getByRole('region', { name: 'Report counts' });
    expect(within(counts).getByText('Total Reports').previousSibling).toHaveTextContent('3');
    expect(within(counts).getByText('Completed').previousSibling).toHaveTextContent('2');
    expect(first).toHaveTextContent('GCP Site Audit');
    expect(first).toHaveTextContent('Under Review');
    expect(first).toHaveTextContent('2 findings · Risk 40/100 (Medium)');
    // Each row opens its report.
    expect(within(first).getByRole('link', { name: 'Report 1' })).toHaveAttribute('href', '/audit-reports/r1');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    expect(await screen.findByRole('heading', { name: 'Report 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Report 1' })).not.toBeInTheDocument();
    // One short page of the chosen status: the API filters, the page never reads the whole list.
    expect(callsTo(fetchMock, '/api/audit-reports?limit=5&status=completed')).toHaveLength(1);
  });

  it('says a score is provisional, with no level, until the checklist is complete', async () => {
    stubFetch(
      workspaceApi({
        'GET /api/report-counts': countsOf([report(1)]),
        'GET /api/audit-reports': [
          report(1, { answered: 0 }),
          report(2, { status: 'in_progress', progress: 20, answered: 1 }),
          report(3, { status: 'completed', progress: 100 }),
        ],
      }),
    );
    renderRoutes(routes, '/reports');
    const row = async (n: number) =>
      (await screen.findByRole('heading', { name: `Report ${n}` }, { timeout: 5000 })).closest('li')!;
    expect(await row(1)).toHaveTextContent('0 findings · Risk 0/100 (Provisional: 0 of 5 answered)');
    expect(await row(2)).toHaveTextContent('Risk 0/100 (Provisional: 1 of 5 answered)');
    expect(await row(2)).not.toHaveTextContent('Low');
    expect(await row(3)).toHaveTextContent('Risk 0/100 (Low)');
  });
});
