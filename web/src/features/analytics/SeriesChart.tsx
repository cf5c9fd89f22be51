import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsTable } from '@cq/shared/analytics/schemas';
import { ANALYTICS_COLUMNS } from '@cq/shared/analytics/columns';
import { CHARTS, chartSummary } from './charts';

type Row = Record<string, string | number | null>;

/**
 * Colours differ in lightness as well as hue and every bar is named in the legend, the tooltip and the table, so
 * colour is never the only cue.
 */
const COLOURS = ['#1e3a8a', '#b45309', '#0f766e', '#6b21a8'];
const PATTERN_OPACITY = [1, 0.85, 0.7, 0.55];
/** A ranking's bar height: each row keeps room for its name whatever the count. */
const RANK_ROW_PX = 28;

/** A long name cut to fit beside its bar; the table and the tooltip hold it whole. */
const short = (text: unknown) => {
  const s = String(text ?? '');
  return s.length > 24 ? `${s.slice(0, 23)}…` : s;
};

/** The chart of a table (CHARTS says what it draws), with its text alternative as caption and description. */
export default function SeriesChart({ table, rows, title }: { table: AnalyticsTable; rows: Row[]; title: string }) {
  const spec = CHARTS[table]!;
  const labels = Object.fromEntries(ANALYTICS_COLUMNS[table].map((c) => [c.key, c.label]));
  const summary = chartSummary(spec, labels, rows);
  const height = spec.ranking ? Math.max(160, rows.length * RANK_ROW_PX + 80) : 256;
  return (
    <figure className="m-0">
      <div className="w-full" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            accessibilityLayer
            title={title}
            desc={summary}
            layout={spec.ranking ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: 8, left: 0, bottom: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            {spec.ranking ? (
              <>
                <XAxis type="number" tick={{ fontSize: 12 }} />
                <YAxis
                  type="category"
                  dataKey={spec.category}
                  tick={{ fontSize: 12 }}
                  tickFormatter={short}
                  width={140}
                  interval={0}
                />
              </>
            ) : (
              <>
                <XAxis dataKey={spec.category} tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
              </>
            )}
            <Tooltip />
            <Legend />
            {spec.keys.map((key, i) => (
              <Bar
                key={key}
                dataKey={key}
                name={labels[key]}
                fill={COLOURS[i]}
                fillOpacity={PATTERN_OPACITY[i]}
                stroke="#111827"
                strokeWidth={i % 2}
                {...(spec.stacked ? { stackId: 'a' } : {})}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
