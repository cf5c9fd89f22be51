import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { ANALYTICS_TITLES } from '@cq/shared/analytics/columns';
import {
  tableOf,
  type AnalyticsQuery,
  type AnalyticsSeries,
  type AnalyticsTable,
  type AnalyticsView,
} from '@cq/shared/analytics/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { HttpError } from '@/lib/api/request';
import { parseApiErrorBody } from '@cq/shared/schemas/common';
import { apiQuery, apiUrl } from '@/lib/api/client';
import { downloadFile } from '@/lib/download';
import { SeriesTable } from './SeriesTable';
import { CHARTS, LINE_CHARTS } from './charts';

const SeriesChart = lazy(() => import('./SeriesChart'));
const LineSeriesChart = lazy(() => import('./LineSeriesChart'));
type Row = Record<string, string | number | null>;

const EMPTY: Partial<Record<AnalyticsTable, string>> = {
  'repeat-findings': 'No finding was raised again in this range.',
  risk: 'No report was completed for an auditee in this range.',
  'risk/disagreements': 'Every rated auditee’s findings in this range agree with its rating.',
};

/** The API's own words for a refusal (a filter a series is not kept by), else the error's message. */
const errorText = (error: Error) =>
  (error instanceof HttpError && parseApiErrorBody(error.bodyText)?.fields
    ? Object.values(parseApiErrorBody(error.bodyText)!.fields!)[0]
    : undefined) ??
  (error instanceof HttpError ? parseApiErrorBody(error.bodyText)?.error : undefined) ??
  error.message;

/** One table of a series: its chart or its table (the same rows), and the CSV of exactly those rows. */
export function SeriesCard({
  series,
  view,
  query: base,
  note,
}: {
  series: AnalyticsSeries;
  view?: AnalyticsView;
  query: Omit<AnalyticsQuery, 'format' | 'view'>;
  note?: string;
}) {
  const table = tableOf(series, view);
  const query = view ? { ...base, view } : base;
  const title = ANALYTICS_TITLES[table];
  // A listing (repeat findings) is read, not drawn: its table is all it shows. Risk per auditee and month is
  // drawn as a line per auditee.
  const chart = CHARTS[table];
  const lines = LINE_CHARTS[table];
  const charted = chart !== undefined || lines !== undefined;
  const [shownAs, setShownAs] = useState<'chart' | 'table'>(charted ? 'chart' : 'table');
  const [saving, setSaving] = useState(false);
  const { data, error, isPending } = useQuery(apiQuery('GET /api/analytics/{series}', { params: { series }, query }));
  const rows = (data as unknown as { rows?: Row[] } | undefined)?.rows ?? [];

  async function saveCsv() {
    setSaving(true);
    try {
      const url = apiUrl('GET /api/analytics/{series}', { params: { series }, query: { ...query, format: 'csv' } });
      await downloadFile(url, `analytics-${table.replace('/', '-')}.csv`);
    } catch (e) {
      toast({
        title: 'Download failed',
        description: e instanceof Error ? e.message : String(e),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        <div className="flex gap-2" role="group" aria-label={`${title} view`}>
          {charted && (
            <Button
              variant="outline"
              size="sm"
              aria-pressed={shownAs === 'table'}
              onClick={() => setShownAs(shownAs === 'chart' ? 'table' : 'chart')}
            >
              {shownAs === 'chart' ? 'Show table' : 'Show chart'}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={saveCsv} disabled={saving || isPending || !!error}>
            <Download aria-hidden="true" /> {saving ? 'Downloading...' : 'Download CSV'}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {note && <p className="mb-2 text-sm text-muted-foreground">{note}</p>}
        {isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : error ? (
          <FormAlert>{errorText(error)}</FormAlert>
        ) : (!chart || chart.ranking) && rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{EMPTY[table] ?? 'Nothing in this range.'}</p>
        ) : shownAs === 'table' ? (
          <SeriesTable table={table} rows={rows} caption={title} />
        ) : (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            {lines ? (
              <LineSeriesChart table={table} rows={rows} title={title} />
            ) : (
              <SeriesChart table={table} rows={rows} title={title} />
            )}
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
