import {
  ANALYTICS_FILTERS,
  ANALYTICS_FREE_RANGE_REASON,
  ANALYTICS_MESSAGES,
  ANALYTICS_PRO_REASON,
  FREE_ANALYTICS_DAYS,
  FREE_ANALYTICS_SERIES,
  monthsBetween,
  SERIES_FILTERS,
  type AnalyticsQuery,
  type AnalyticsSeries,
  type CapaRow,
  type FindingsRow,
  type MonthlySeries,
  type ProgrammeRow,
  type RepeatFindingsRow,
} from '@cq/shared/analytics/schemas';
import { isPro } from '@cq/shared/progress/plans';
import { readAggregates, type MonthCounts } from '../data/analytics/aggregates';
import { AGG_METRICS, ALL, dimOf } from '../data/analytics/rules';
import type { Workspace } from '../data/core/owner';
import { planStatusOf } from '../data/orgs/workspacePlan';
import { InvalidInputError, PlanRequiredError } from '../domain/errors';
import { repeatRows } from './repeats';

type Counts = MonthCounts extends Map<string, infer C> ? C : never;
type MonthRow = ProgrammeRow | FindingsRow | CapaRow;
type AnyRow = MonthRow | RepeatFindingsRow;
const NOTHING = Object.fromEntries(AGG_METRICS.map((name) => [name, 0])) as Counts;

/** A share in whole percent, or null (shown as '—') when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : null);
const mean = (sum: number, n: number) => (n ? Math.round((sum / n) * 10) / 10 : null);

/** Each series' row of one month, from that month's aggregate (data/analytics/rules.ts says what each count is). */
const ROWS: Record<MonthlySeries, (month: string, c: Counts) => MonthRow> = {
  programme: (month, c) => ({
    month,
    planned: c.planned,
    completed: c.completed,
    completedOnTime: c.onTime,
    onTimeRate: percent(c.onTime, c.plannedDone),
    stillOpen: c.plannedOpen,
    cancelled: c.cancelled,
  }),
  findings: (month, c) => ({
    month,
    total: c.findings,
    critical: c.sev_critical,
    high: c.sev_high,
    medium: c.sev_medium,
    low: c.sev_low,
    open: c.findingsOpen,
    closed: c.findingsClosed,
  }),
  capa: (month, c) => ({
    month,
    due: c.capaDue,
    closedOnTime: c.capaOnTime,
    closedLate: c.capaLate,
    stillOpen: c.capaOpen,
    onTimeRate: percent(c.capaOnTime, c.capaOnTime + c.capaLate),
    closed: c.capaClosed,
    meanDaysToClose: mean(c.capaDays, c.capaClosed),
    checksDue: c.checksDue,
    checksDone: c.checksDone,
    notEffective: c.notEffective,
  }),
};

/** The aggregate items a query reads: the one filter it names (the schema allows one), else the whole workspace. */
function dimFor(series: AnalyticsSeries, query: AnalyticsQuery): string {
  const filter = ANALYTICS_FILTERS.find((f) => query[f] !== undefined);
  if (!filter) return ALL;
  if (!SERIES_FILTERS[series].includes(filter))
    throw new InvalidInputError('Please correct the highlighted fields.', { [filter]: ANALYTICS_MESSAGES.unsupported });
  return dimOf(filter, query[filter]!);
}

/**
 * The plan gate: Free reads the programme and findings series over the last FREE_ANALYTICS_DAYS days; anything
 * else is Pro's (403 with the reason).
 */
async function checkPlan(workspace: Workspace, series: AnalyticsSeries, from: string, now: Date): Promise<void> {
  if (isPro(await planStatusOf(workspace))) return;
  if (!FREE_ANALYTICS_SERIES.includes(series)) throw new PlanRequiredError(ANALYTICS_PRO_REASON);
  const earliest = new Date(now.getTime() - FREE_ANALYTICS_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (from < earliest) throw new PlanRequiredError(ANALYTICS_FREE_RANGE_REASON);
}

/**
 * A monthly series: one row per month of the range, months with nothing recorded as zeros, one Query however
 * much is recorded; a listing series (repeat findings): its rows from its listing items of the range's months.
 */
export async function seriesRows(
  workspace: Workspace,
  series: AnalyticsSeries,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<AnyRow[]> {
  const dim = dimFor(series, query);
  await checkPlan(workspace, series, query.from, now);
  const months = monthsBetween(query.from, query.to);
  if (series === 'repeat-findings') return repeatRows(workspace, dim, months[0]!, months.at(-1)!, query);
  const stored = await readAggregates(workspace.workspaceId, series, dim, months[0]!, months.at(-1)!);
  return months.map((month) => ROWS[series](month, stored.get(month) ?? NOTHING));
}
