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

/**
 * A table drawn as lines over the months: one line per thing (`line`, named by `lineName`), its `value` each month.
 * The risk table answers one row per month and auditee; the chart turns it into one point per month.
 */
export interface LineSpec {
  x: string;
  line: string;
  lineName: string;
  value: string;
}
export const LINE_CHARTS: Partial<Record<AnalyticsTable, LineSpec>> = {
  risk: { x: 'month', line: 'auditeeId', lineName: 'auditee', value: 'meanRiskScore' },
};

/** The rows as one point per month (oldest first) with a value per line, and the lines (by name) with their keys. */
export function pivotLines(spec: LineSpec, rows: Row[]) {
  const lines = new Map<string, string>();
  const points = new Map<string, Record<string, string | number | null>>();
  for (const row of rows) {
    const key = String(row[spec.line]);
    lines.set(key, String(row[spec.lineName] ?? key));
    const x = String(row[spec.x]);
    points.set(x, { ...(points.get(x) ?? { [spec.x]: x }), [key]: row[spec.value] ?? null });
  }
  return {
    data: [...points.values()].sort((a, b) => String(a[spec.x]).localeCompare(String(b[spec.x]))),
    lines: [...lines]
      .map(([key, name]) => ({ key, name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key)),
  };
}

/** A line chart's text alternative: how many lines over which months, and each line's latest value and month. */
export function lineSummary(spec: LineSpec, labels: Record<string, string>, rows: Row[]): string {
  const { data, lines } = pivotLines(spec, rows);
  if (!lines.length) return 'Nothing in this range.';
  const latest = lines.map(({ key, name }) => {
    const last = [...data].reverse().find((p) => p[key] !== undefined && p[key] !== null);
    return `${name} ${last?.[key] ?? '—'} (${last?.[spec.x] ?? '—'})`;
  });
  const months = `${data.length} ${data.length === 1 ? 'month' : 'months'} from ${data[0]![spec.x]} to ${data.at(-1)![spec.x]}`;
  return `${lines.length} ${lines.length === 1 ? 'line' : 'lines'} over ${months}. Latest ${labels[spec.value]} — ${latest.join(', ')}.`;
}
