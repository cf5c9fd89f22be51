import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsTable } from '@cq/shared/analytics/schemas';
import { ANALYTICS_COLUMNS } from '@cq/shared/analytics/columns';
import { LINE_CHARTS, lineSummary, pivotLines } from './charts';

type Row = Record<string, string | number | null>;

/**
 * Each line differs in colour, lightness, dash and point shape, and is named in the legend, the tooltip and the
 * table, so colour is never the only cue; the chart's keyboard layer (arrow keys) walks the months.
 */
const COLOURS = ['#1e3a8a', '#b45309', '#0f766e', '#6b21a8', '#be123c', '#374151'];
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '12 4', '4 4 1 4'];
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross'] as const;

/** A point drawn as its line's shape, so lines read apart where they cross. */
function shapeDot(shape: (typeof SHAPES)[number], colour: string) {
  return function Dot({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) {
    if (cx === undefined || cy === undefined || Number.isNaN(cy)) return <g key={index} />;
    const r = 4;
    const paths: Record<(typeof SHAPES)[number], string> = {
      circle: `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`,
      square: `M${cx - r},${cy - r}h${2 * r}v${2 * r}h${-2 * r}z`,
      triangle: `M${cx},${cy - r}L${cx + r},${cy + r}L${cx - r},${cy + r}z`,
      diamond: `M${cx},${cy - r}L${cx + r},${cy}L${cx},${cy + r}L${cx - r},${cy}z`,
      star: `M${cx},${cy - r}L${cx + 1.2},${cy - 1.2}L${cx + r},${cy}L${cx + 1.2},${cy + 1.2}L${cx},${cy + r}L${cx - 1.2},${cy + 1.2}L${cx - r},${cy}L${cx - 1.2},${cy - 1.2}z`,
      cross: `M${cx - r},${cy - r}L${cx + r},${cy + r}M${cx + r},${cy - r}L${cx - r},${cy + r}`,
    };
    return <path key={index} d={paths[shape]} fill={colour} stroke={colour} strokeWidth={1.5} />;
  };
}

/** A table drawn as one line per thing over the months (LINE_CHARTS), with its text alternative. */
export default function LineSeriesChart({ table, rows, title }: { table: AnalyticsTable; rows: Row[]; title: string }) {
  const spec = LINE_CHARTS[table]!;
  const labels = Object.fromEntries(ANALYTICS_COLUMNS[table].map((c) => [c.key, c.label]));
  const { data, lines } = pivotLines(spec, rows);
  const summary = lineSummary(spec, labels, rows);
  return (
    <figure className="m-0">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            accessibilityLayer
            title={title}
            desc={summary}
            margin={{ top: 8, right: 8, left: 0, bottom: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey={spec.x} tick={{ fontSize: 12 }} />
            <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} width={32} />
            <Tooltip />
            <Legend />
            {lines.map(({ key, name }, i) => {
              const colour = COLOURS[i % COLOURS.length]!;
              return (
                <Line
                  key={key}
                  type="linear"
                  dataKey={key}
                  name={name}
                  stroke={colour}
                  strokeWidth={2}
                  strokeDasharray={DASHES[i % DASHES.length]}
                  dot={shapeDot(SHAPES[i % SHAPES.length]!, colour)}
                  legendType={SHAPES[i % SHAPES.length]!}
                  connectNulls
                  isAnimationActive={false}
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
