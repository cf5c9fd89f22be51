import { useState } from 'react';
import { isPro } from '@cq/shared/progress/plans';
import {
  ANALYTICS_MESSAGES,
  FREE_ANALYTICS_DAYS,
  filtersOf,
  tableOf,
  type AnalyticsSeries,
  type AnalyticsView,
} from '@cq/shared/analytics/schemas';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormAlert } from '@/components/ui/form-alert';
import { useWorkspace } from '@/features/orgs';
import { useCurrentUser } from '@/features/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { Filters, type FilterValue } from './Filters';
import { LockedCard, OrgOnlyCard } from './LockedCard';
import { freeRange, lastTwelveMonths } from './range';
import { SeriesCard } from './SeriesCard';

const UNFILTERED_NOTE = 'Filters do not apply to this chart yet: it shows the whole workspace.';

/**
 * `/analytics` (issue 21): a date range (the last 12 months by default) and a filter, then a card per series
 * with its chart, its table and its CSV. Free reads the programme and findings of the last 30 days, the rest
 * shown locked with the way to Pro; the server enforces the same.
 */
export default function AnalyticsPage() {
  usePageTitle('Analytics');
  const { data: user } = useCurrentUser();
  const pro = isPro(user?.subscriptionStatus);
  const [range, setRange] = useState(lastTwelveMonths);
  const [filter, setFilter] = useState<FilterValue>({ name: '', value: '' });
  const inOrg = useWorkspace().id !== null;
  const shown = pro ? range : freeRange();
  const valid = shown.from <= shown.to;
  const query = { ...shown, ...(filter.name ? { [filter.name]: filter.value } : {}) };
  const noteFor = (series: AnalyticsSeries, view?: AnalyticsView) =>
    filter.name && !filtersOf(tableOf(series, view)).includes(filter.name) ? UNFILTERED_NOTE : undefined;
  const baseQuery = (series: AnalyticsSeries, view?: AnalyticsView) => (noteFor(series, view) ? shown : query);
  /** A Pro series' card, or on Free its locked preview saying what it would show. */
  const proCard = (series: AnalyticsSeries, what: string, view?: AnalyticsView) =>
    pro ? (
      <SeriesCard series={series} view={view} query={baseQuery(series, view)} note={noteFor(series, view)} />
    ) : (
      <LockedCard table={tableOf(series, view)} what={what} />
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">Analytics</h1>
        <p className="text-sm text-muted-foreground">Monthly figures (UTC) for the chosen range.</p>
      </div>
      <form
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Range and filter"
      >
        <div className="grid gap-1">
          <Label htmlFor="range-from">From</Label>
          <Input
            id="range-from"
            type="date"
            value={shown.from}
            disabled={!pro}
            onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="range-to">To</Label>
          <Input
            id="range-to"
            type="date"
            value={shown.to}
            disabled={!pro}
            onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })}
          />
        </div>
        <Filters filter={filter} onChange={setFilter} />
      </form>
      {!pro && (
        <FormAlert tone="info">
          On Free, analytics cover the last {FREE_ANALYTICS_DAYS} days. Pro shows any range and every chart.
        </FormAlert>
      )}
      {!valid ? (
        <FormAlert>{ANALYTICS_MESSAGES.order}</FormAlert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <SeriesCard series="programme" query={baseQuery('programme')} note={noteFor('programme')} />
          <SeriesCard series="findings" query={baseQuery('findings')} note={noteFor('findings')} />
          {proCard('findings', 'Findings per checklist category, by grade.', 'by-category')}
          {proCard('findings', 'The ten checklist questions most often found non-compliant.', 'top-questions')}
          {proCard('findings', 'Findings per audit for each auditee, ranked.', 'by-auditee')}
          {proCard(
            'findings',
            'Open findings by age today and closed ones by days open: 0-30, 31-60, 61-90, > 90 days.',
            'ageing',
          )}
          {proCard(
            'capa',
            'On-time closure rate, mean and median days to close, effectiveness checks done against due and the share found not effective, month by month.',
          )}
          {proCard('capa', 'CAPAs not closed past their due date, per responsible person.', 'overdue-by-owner')}
          {proCard(
            'repeat-findings',
            'Per auditee, the questions found non-compliant again in a later audit, with the audits and dates: the list a regulator asks for.',
          )}
          {proCard('risk', 'The mean risk score of each auditee’s completed reports, month by month.')}
          {proCard(
            'risk',
            'Auditees whose risk rating and findings disagree: a low-rated site with critical findings, say.',
            'disagreements',
          )}
          {proCard('quala', 'Questions asked of Quala, the AI assistant, per month.')}
          {inOrg
            ? proCard('workload', 'Audits and open CAPAs per member of the organisation.')
            : pro && <OrgOnlyCard />}
        </div>
      )}
    </div>
  );
}
