import { describe, expect, it } from 'vitest';
import { ANALYTICS_COLUMNS } from '@cq/shared/analytics/columns';
import { ANALYTICS_ROW_SCHEMAS, type AnalyticsTable } from '@cq/shared/analytics/schemas';
import { CHARTS, chartSummary } from './charts';

const labelsOf = (table: AnalyticsTable) => Object.fromEntries(ANALYTICS_COLUMNS[table].map((c) => [c.key, c.label]));

describe('analytics charts', () => {
  it('draw only columns their table has, so the chart and its table and CSV show the same things', () => {
    for (const [table, spec] of Object.entries(CHARTS)) {
      const keys = ANALYTICS_COLUMNS[table as AnalyticsTable].map((c) => c.key);
      expect(keys, table).toEqual(expect.arrayContaining([spec.category, ...spec.keys]));
      expect(Object.keys(ANALYTICS_ROW_SCHEMAS[table as AnalyticsTable].shape), table).toEqual(
        expect.arrayContaining([spec.category, ...spec.keys]),
      );
    }
  });

  it('chart every ranking view', () => {
    const rankings: AnalyticsTable[] = [
      'findings/by-category',
      'findings/top-questions',
      'findings/by-auditee',
      'findings/ageing',
      'capa/overdue-by-owner',
      'workload',
    ];
    expect(rankings.filter((t) => !CHARTS[t]?.ranking)).toEqual([]);
  });

  it('say in words what a monthly chart and a ranking show', () => {
    expect(
      chartSummary(CHARTS.quala!, labelsOf('quala'), [
        { month: '2026-03', questions: 1 },
        { month: '2026-04', questions: 2 },
      ]),
    ).toBe('2 months from 2026-03 to 2026-04. Totals — Questions asked: 3.');
    expect(
      chartSummary(CHARTS['capa/overdue-by-owner']!, labelsOf('capa/overdue-by-owner'), [
        { owner: 'Ann', overdue: 3, oldestDue: '2026-01-02' },
        { owner: 'Bob', overdue: 1, oldestDue: '2026-02-02' },
      ]),
    ).toBe("2 rows in the table's order. First — Responsible person Ann: Overdue CAPAs: 3.");
    expect(chartSummary(CHARTS.workload!, labelsOf('workload'), [])).toBe('Nothing in this range.');
  });
});
