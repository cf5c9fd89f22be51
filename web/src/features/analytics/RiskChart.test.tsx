import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_COLUMNS } from '@cq/shared/analytics/columns';
import { jsonResponse, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { LINE_CHARTS, lineSummary, pivotLines } from './charts';
import { SeriesCard } from './SeriesCard';

/** The risk table as the API answers it: one row per month and auditee with a report completed that month. */
const RISK_ROWS = [
  { month: '2026-01', auditee: 'Quay Site', auditeeId: 'q', reports: 1, meanRiskScore: 20 },
  { month: '2026-01', auditee: 'Harbour Site', auditeeId: 'h', reports: 2, meanRiskScore: 55.5 },
  { month: '2026-03', auditee: 'Harbour Site', auditeeId: 'h', reports: 1, meanRiskScore: 70 },
];
const labels = Object.fromEntries(ANALYTICS_COLUMNS.risk.map((c) => [c.key, c.label]));

afterEach(() => vi.unstubAllGlobals());

describe('risk over time as lines', () => {
  it('has one point per month and one line per auditee, by name', () => {
    expect(pivotLines(LINE_CHARTS.risk!, RISK_ROWS)).toEqual({
      data: [
        { month: '2026-01', q: 20, h: 55.5 },
        { month: '2026-03', h: 70 },
      ],
      lines: [
        { key: 'h', name: 'Harbour Site' },
        { key: 'q', name: 'Quay Site' },
      ],
    });
  });

  it('says in words what the lines show: each auditee’s latest mean score and month', () => {
    expect(lineSummary(LINE_CHARTS.risk!, labels, RISK_ROWS)).toBe(
      '2 lines over 2 months from 2026-01 to 2026-03. Latest Mean risk score — Harbour Site 70 (2026-03), Quay Site 20 (2026-01).',
    );
    expect(lineSummary(LINE_CHARTS.risk!, labels, [])).toBe('Nothing in this range.');
  });

  it('the card draws the chart with its text alternative, and its table holds the same rows', async () => {
    storeFakeSession();
    const fetchMock = stubFetch((url) =>
      url.includes('/api/analytics/risk')
        ? jsonResponse({ series: 'risk', view: 'by-month', from: '2026-01-01', to: '2026-03-31', rows: RISK_ROWS })
        : jsonResponse({}, 404),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: <SeriesCard series="risk" query={{ from: '2026-01-01', to: '2026-03-31', auditeeId: 'h' }} />,
        },
      ],
      '/',
    );
    expect(
      await screen.findByText(
        '2 lines over 2 months from 2026-01 to 2026-03. Latest Mean risk score — Harbour Site 70 (2026-03), Quay Site 20 (2026-01).',
      ),
    ).toBeInTheDocument();
    // The filter goes to the API with the range.
    const asked = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/api/analytics/risk'))!;
    expect(new URL(asked, 'http://x').searchParams.get('auditeeId')).toBe('h');
    await userEvent.click(screen.getByRole('button', { name: 'Show table' }));
    const table = screen.getByRole('table');
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual(
      RISK_ROWS.map((r) => [r.month, r.auditee, String(r.reports), String(r.meanRiskScore)]),
    );
    expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true');
  });
});
