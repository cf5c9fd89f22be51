import { ANALYTICS_COLUMNS } from '@cq/shared/analytics/columns';
import type { AnalyticsTable } from '@cq/shared/analytics/schemas';

type Row = Record<string, string | number | null>;

/** The rows of a table exactly as its CSV holds them ('—' where a rate has nothing to divide by). */
export function SeriesTable({ table, rows, caption }: { table: AnalyticsTable; rows: Row[]; caption: string }) {
  const columns = ANALYTICS_COLUMNS[table];
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption} table`}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="border-b p-2 text-left font-medium whitespace-nowrap">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, n) => (
            <tr key={n} className="border-b last:border-0">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row" className="p-2 text-left font-normal whitespace-nowrap">
                    {row[c.key]}
                  </th>
                ) : (
                  <td key={c.key} className="p-2 tabular-nums">
                    {row[c.key] ?? '—'}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
