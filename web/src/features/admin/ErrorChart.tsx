import { formatDate } from '@/lib/dates';

/** Short day label ('Nov 03') of a UTC calendar day. */
const shortDay = (day: string) => formatDate(day).slice(0, 6);

/**
 * Error reports per day for the last 14 days: SVG bars for the eye, a table with the same figures for screen
 * readers (the picture is hidden from them). No chart library: 14 bars do not need one.
 */
export function ErrorChart({ days }: { days: readonly { day: string; count: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const width = 28;
  const gap = 6;
  const height = 120;
  /** Room above the tallest bar for its count. */
  const top = 14;
  const chartWidth = days.length * (width + gap) - gap;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">
        Error reports per day, last {days.length} days ({total} in all)
      </figcaption>
      <svg
        viewBox={`0 ${-top} ${chartWidth} ${height + 34 + top}`}
        className="h-auto w-full max-w-2xl"
        aria-hidden="true"
        data-testid="error-chart"
      >
        {days.map((d, i) => {
          const barHeight = Math.round((d.count / max) * height);
          const x = i * (width + gap);
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={height - barHeight}
                width={width}
                height={Math.max(barHeight, 1)}
                rx={3}
                className={d.count ? 'fill-primary' : 'fill-border'}
              />
              <text
                x={x + width / 2}
                y={height - barHeight - 4}
                textAnchor="middle"
                className="fill-foreground text-[10px]"
              >
                {d.count || ''}
              </text>
              <text x={x + width / 2} y={height + 16} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                {d.day.slice(8)}
              </text>
              {(i === 0 || d.day.endsWith('-01')) && (
                <text
                  x={x + width / 2}
                  y={height + 30}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {shortDay(d.day).slice(0, 3)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Error reports per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Error reports</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDate(d.day)}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
