import type { AnalyticsTable } from '@cq/shared/analytics/schemas';

/**
 * What each charted table draws: the column along the category axis (a month, or the thing a ranking ranks), the
 * bars (stacked where they add up to a whole) and whether the bars lie across (a ranking, whose long names read
 * better down the side). A table not listed here (a listing such as repeat findings) is read, not charted.
 */
export interface ChartSpec {
  category: string;
  keys: readonly string[];
  stacked: boolean;
  ranking: boolean;
}

const monthly = (keys: readonly string[], stacked = false): ChartSpec => ({
  category: 'month',
  keys,
  stacked,
  ranking: false,
});
const ranking = (category: string, keys: readonly string[], stacked = false): ChartSpec => ({
  category,
  keys,
  stacked,
  ranking: true,
});

export const CHARTS: Partial<Record<AnalyticsTable, ChartSpec>> = {
  programme: monthly(['planned', 'completed', 'completedOnTime']),
  findings: monthly(['critical', 'high', 'medium', 'low'], true),
  capa: monthly(['closedOnTime', 'closedLate', 'stillOpen'], true),
  quala: monthly(['questions']),
  'findings/by-category': ranking('category', ['critical', 'high', 'medium', 'low'], true),
  'findings/top-questions': ranking('question', ['findings']),
  'findings/by-auditee': ranking('auditee', ['perAudit']),
  'findings/ageing': ranking('bucket', ['open', 'closed']),
  'capa/overdue-by-owner': ranking('owner', ['overdue']),
  'risk/disagreements': ranking('auditee', ['critical', 'high']),
  workload: ranking('member', ['audits', 'auditsOpen', 'openCapas']),
};

type Row = Record<string, string | number | null>;

/**
 * A one-sentence text alternative: for a monthly chart the totals its bars show over the range; for a ranking the
 * number of rows and the first one's values.
 */
export function chartSummary(spec: ChartSpec, labels: Record<string, string>, rows: Row[]): string {
  if (!spec.ranking) {
    const totals = spec.keys.map(
      (k) => `${labels[k]}: ${rows.reduce((sum, r) => sum + (typeof r[k] === 'number' ? (r[k] as number) : 0), 0)}`,
    );
    return `${rows.length} months from ${rows[0]?.month ?? ''} to ${rows.at(-1)?.month ?? ''}. Totals — ${totals.join(', ')}.`;
  }
  const top = rows[0];
  if (!top) return 'Nothing in this range.';
  const values = spec.keys.map((k) => `${labels[k]}: ${top[k] ?? '—'}`).join(', ');
  return `${rows.length} ${rows.length === 1 ? 'row' : 'rows'} in the table's order. First — ${labels[spec.category]} ${top[spec.category]}: ${values}.`;
}
