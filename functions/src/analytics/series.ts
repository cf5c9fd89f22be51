import {
  ANALYTICS_FILTERS,
  ANALYTICS_FREE_RANGE_REASON,
  ANALYTICS_MESSAGES,
  ANALYTICS_PRO_REASON,
  FREE_ANALYTICS_DAYS,
  FREE_ANALYTICS_SERIES,
  monthsBetween,
  filtersOf,
  SERIES_VIEWS,
  tableOf,
  type AnalyticsQuery,
  type AnalyticsTable,
  type AnalyticsSeries,
  type CapaRow,
  type FindingsRow,
  type MonthlySeries,
  type ProgrammeRow,
  type QualaRow,
  type RepeatFindingsRow,
} from '@cq/shared/analytics/schemas';
import { isPro } from '@cq/shared/progress/plans';
import { readAggregates, type MonthCounts } from '../data/analytics/aggregates';
import { AGG_METRICS, ALL, dimOf } from '../data/analytics/rules';
import type { Workspace } from '../data/core/owner';
import { planStatusOf } from '../data/orgs/workspacePlan';
import { InvalidInputError, PlanRequiredError } from '../domain/errors';
import { medianDaysByMonth, overdueRows } from './capaViews';
import { ageingRows, auditeeRows, categoryRows, topQuestionRows } from './findingViews';
import { repeatRows } from './repeats';
import { disagreementRows, riskRows } from './riskViews';
import { workloadRows } from './workload';

type Counts = MonthCounts extends Map<string, infer C> ? C : never;
type MonthRow = ProgrammeRow | FindingsRow | CapaRow | QualaRow;
type AnyRow = MonthRow | RepeatFindingsRow | Record<string, string | number | null>;
const NOTHING = Object.fromEntries(AGG_METRICS.map((name) => [name, 0])) as Counts;

/** A share in whole percent, or null (shown as '—') when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : null);
const mean = (sum: number, n: number) => (n ? Math.round((sum / n) * 10) / 10 : null);

/** Each series' row of one month, from that month's aggregate (data/analytics/rules.ts says what each count is). */
const ROWS: Record<MonthlySeries, (month: string, c: Counts, median: (month: string) => number | null) => MonthRow> = {
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
  capa: (month, c, median) => ({
    month,
    due: c.capaDue,
    closedOnTime: c.capaOnTime,
    closedLate: c.capaLate,
    stillOpen: c.capaOpen,
    onTimeRate: percent(c.capaOnTime, c.capaOnTime + c.capaLate),
    closed: c.capaClosed,
    meanDaysToClose: mean(c.capaDays, c.capaClosed),
    medianDaysToClose: median(month),
    checksDue: c.checksDue,
    checksDone: c.checksDone,
    notEffective: c.notEffective,
    notEffectiveRate: percent(c.notEffective, c.checksDone),
  }),
  quala: (month, c) => ({ month, questions: c.questions }),
};

/** The aggregate items a query reads: the one filter it names (the schema allows one), else the whole workspace. */
function dimFor(table: AnalyticsTable, query: AnalyticsQuery): string {
  const filter = ANALYTICS_FILTERS.find((f) => query[f] !== undefined);
  if (!filter) return ALL;
  if (!filtersOf(table).includes(filter))
    throw new InvalidInputError('Please correct the highlighted fields.', { [filter]: ANALYTICS_MESSAGES.unsupported });
  return dimOf(filter, query[filter]!);
}

/**
 * The plan gate: Free reads the programme and findings (by grade) tables over the last FREE_ANALYTICS_DAYS days; anything
 * else is Pro's (403 with the reason).
 */
async function checkPlan(workspace: Workspace, table: AnalyticsTable, from: string, now: Date): Promise<void> {
  if (isPro(await planStatusOf(workspace))) return;
  // A series' other views (findings by category, ageing…) are Pro's like the Pro series.
  if (!(FREE_ANALYTICS_SERIES as readonly string[]).includes(table)) throw new PlanRequiredError(ANALYTICS_PRO_REASON);
  const earliest = new Date(now.getTime() - FREE_ANALYTICS_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (from < earliest) throw new PlanRequiredError(ANALYTICS_FREE_RANGE_REASON);
}

/** The table a query asks of a series (`view`, else its first): 400 for a view the series has not. */
function tableFor(series: AnalyticsSeries, query: AnalyticsQuery): AnalyticsTable {
  if (query.view && !(SERIES_VIEWS[series] as readonly string[]).includes(query.view))
    throw new InvalidInputError('Please correct the highlighted fields.', { view: ANALYTICS_MESSAGES.view });
  return tableOf(series, query.view);
}

/**
 * A series' table over the range. A monthly table: one row per month, months with nothing recorded as zeros,
 * one Query however much is recorded. A ranking or listing table: its breakdown or listing items of the range's
 * months (one Query), added up per thing.
 */
export async function seriesRows(
  workspace: Workspace,
  series: AnalyticsSeries,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<{ table: AnalyticsTable; rows: AnyRow[] }> {
  const table = tableFor(series, query);
  const dim = dimFor(table, query);
  await checkPlan(workspace, table, query.from, now);
  const months = monthsBetween(query.from, query.to);
  const range = { fromMonth: months[0]!, toMonth: months.at(-1)! };
  switch (table) {
    case 'repeat-findings':
      return { table, rows: await repeatRows(workspace, dim, range.fromMonth, range.toMonth, query) };
    case 'findings/by-category':
      return { table, rows: await categoryRows(workspace, dim, range) };
    case 'findings/top-questions':
      return { table, rows: await topQuestionRows(workspace, dim, range) };
    case 'findings/by-auditee':
      return { table, rows: await auditeeRows(workspace, dim, range) };
    case 'findings/ageing':
      return { table, rows: await ageingRows(workspace, dim, range, now) };
    case 'capa/overdue-by-owner':
      return { table, rows: await overdueRows(workspace, dim, range, query, now) };
    case 'risk':
      return { table, rows: await riskRows(workspace, dim, range) };
    case 'risk/disagreements':
      return { table, rows: await disagreementRows(workspace, dim, range) };
    case 'workload':
      return { table, rows: await workloadRows(workspace, range) };
    default: {
      const [stored, median] = await Promise.all([
        readAggregates(workspace.workspaceId, table, dim, range.fromMonth, range.toMonth),
        table === 'capa' ? medianDaysByMonth(workspace, dim, range) : () => null,
      ]);
      return { table, rows: months.map((month) => ROWS[table](month, stored.get(month) ?? NOTHING, median)) };
    }
  }
}
