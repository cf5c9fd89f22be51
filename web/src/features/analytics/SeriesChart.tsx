import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthlySeries } from '@cq/shared/analytics/schemas';
import { ANALYTICS_COLUMNS } from '@cq/shared/analytics/columns';

type Row = Record<string, string | number | null>;

/**
 * The bars each chart draws (stacked where they add up to a whole). Colours differ in lightness as well as hue
 * and every bar is named in the legend, the tooltip and the table, so colour is never the only cue.
 */
const BARS: Record<MonthlySeries, { keys: string[]; stacked: boolean }> = {
  programme: { keys: ['planned', 'completed', 'completedOnTime'], stacked: false },
  findings: { keys: ['critical', 'high', 'medium', 'low'], stacked: true },
  capa: { keys: ['closedOnTime', 'closedLate', 'stillOpen'], stacked: true },
};
const COLOURS = ['#1e3a8a', '#b45309', '#0f766e', '#6b21a8'];
const PATTERN_OPACITY = [1, 0.85, 0.7, 0.55];

/** A one-sentence text alternative: the totals the bars show over the range. */
export function chartSummary(series: MonthlySeries, rows: Row[]): string {
  const labels = Object.fromEntries(ANALYTICS_COLUMNS[series].map((c) => [c.key, c.label]));
  const totals = BARS[series].keys.map(
    (k) => `${labels[k]}: ${rows.reduce((sum, r) => sum + (typeof r[k] === 'number' ? (r[k] as number) : 0), 0)}`,
  );
  return `${rows.length} months from ${rows[0]?.month ?? ''} to ${rows.at(-1)?.month ?? ''}. Totals — ${totals.join(', ')}.`;
}

export default function SeriesChart({ series, rows, title }: { series: MonthlySeries; rows: Row[]; title: string }) {
  const labels = Object.fromEntries(ANALYTICS_COLUMNS[series].map((c) => [c.key, c.label]));
  const { keys, stacked } = BARS[series];
  const summary = chartSummary(series, rows);
  return (
    <figure className="m-0">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            accessibilityLayer
            title={title}
            desc={summary}
            margin={{ top: 8, right: 8, left: 0, bottom: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
            <Tooltip />
            <Legend />
            {keys.map((key, i) => (
              <Bar
                key={key}
                dataKey={key}
                name={labels[key]}
                fill={COLOURS[i]}
                fillOpacity={PATTERN_OPACITY[i]}
                stroke="#111827"
                strokeWidth={i % 2}
                {...(stacked ? { stackId: 'a' } : {})}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
