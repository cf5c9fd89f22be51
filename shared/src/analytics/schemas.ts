import * as z from '../schemas/z';
import { AUDIT_TYPES } from '../audits/rules';

/**
 * Analytics (issue 21): `GET /api/analytics/{series}`. Every series answers one row per calendar month (UTC) from
 * the month of `from` to the month of `to`, read from per-month aggregates kept with the records.
 */
export const ANALYTICS_SERIES = [
  'programme',
  'findings',
  'capa',
  'repeat-findings',
  'risk',
  'quala',
  'workload',
] as const;
export type AnalyticsSeries = (typeof ANALYTICS_SERIES)[number];

/** What a workspace on Free may read: these series, for the last FREE_ANALYTICS_DAYS days. */
export const FREE_ANALYTICS_SERIES: readonly AnalyticsSeries[] = ['programme', 'findings'];
export const FREE_ANALYTICS_DAYS = 30;
export const ANALYTICS_PRO_REASON = 'This chart needs the Pro plan';
export const ANALYTICS_FREE_RANGE_REASON = `On Free, analytics cover the last ${FREE_ANALYTICS_DAYS} days`;

/** The ageing buckets of findings (whole UTC days open), youngest first. */
export const AGE_BUCKETS = [
  { key: 'd0_30', label: '0-30 days', max: 30 },
  { key: 'd31_60', label: '31-60 days', max: 60 },
  { key: 'd61_90', label: '61-90 days', max: 90 },
  { key: 'd91', label: '> 90 days', max: Infinity },
] as const;
export const ageBucket = (days: number) => AGE_BUCKETS.find((b) => days <= b.max)!;

/** The longest range one request reads (months): bounded reads whatever the caller asks. */
export const ANALYTICS_MAX_MONTHS = 36;

export const ANALYTICS_FILTERS = ['auditeeId', 'type', 'auditorId', 'templateId'] as const;
export type AnalyticsFilter = (typeof ANALYTICS_FILTERS)[number];

/**
 * The filters each table is kept by (its aggregates hold items per month per filter value); a table not listed
 * takes none. A finding is counted under the audit and template it was raised on, and a CAPA under those of the
 * finding it answers; a report under the auditee and template it was written for (a report type is not an audit
 * type, and its audit's lead may change after).
 */
export const TABLE_FILTERS: Partial<Record<AnalyticsTable, readonly AnalyticsFilter[]>> = {
  programme: ['auditeeId', 'type', 'auditorId'],
  findings: ANALYTICS_FILTERS,
  'findings/by-category': ANALYTICS_FILTERS,
  'findings/top-questions': ANALYTICS_FILTERS,
  'findings/by-auditee': ANALYTICS_FILTERS,
  'findings/ageing': ANALYTICS_FILTERS,
  capa: ANALYTICS_FILTERS,
  'capa/overdue-by-owner': ANALYTICS_FILTERS,
  'repeat-findings': ['auditeeId'],
  risk: ['auditeeId', 'templateId'],
  'risk/disagreements': ['auditeeId', 'templateId'],
};
export const filtersOf = (table: AnalyticsTable): readonly AnalyticsFilter[] => TABLE_FILTERS[table] ?? [];

/**
 * The tables each series answers (`?view=`), its first the default: a card per table on the page, each with its
 * own columns and CSV.
 */
export const SERIES_VIEWS = {
  programme: ['by-month'],
  findings: ['by-grade', 'by-category', 'top-questions', 'by-auditee', 'ageing'],
  capa: ['by-month', 'overdue-by-owner'],
  'repeat-findings': ['list'],
  risk: ['by-month', 'disagreements'],
  quala: ['by-month'],
  workload: ['by-member'],
} as const satisfies Record<AnalyticsSeries, readonly string[]>;
export type AnalyticsView = (typeof SERIES_VIEWS)[AnalyticsSeries][number];
export const ANALYTICS_VIEWS = [...new Set(Object.values(SERIES_VIEWS).flat())] as [AnalyticsView, ...AnalyticsView[]];

/** A series' table: the series itself for its default view, else `<series>/<view>`. */
export type AnalyticsTable = {
  [S in AnalyticsSeries]: S | `${S}/${Exclude<(typeof SERIES_VIEWS)[S][number], (typeof SERIES_VIEWS)[S][0]>}`;
}[AnalyticsSeries];
export function tableOf(series: AnalyticsSeries, view?: string): AnalyticsTable {
  return (view && view !== SERIES_VIEWS[series][0] ? `${series}/${view}` : series) as AnalyticsTable;
}

/** The series answering one row per month; the others answer one row per thing they rank or list. */
export const MONTHLY_SERIES = ['programme', 'findings', 'capa', 'quala'] as const satisfies readonly AnalyticsSeries[];
export type MonthlySeries = (typeof MONTHLY_SERIES)[number];

export const ANALYTICS_MESSAGES = {
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  order: 'From must be on or before To',
  span: `A range covers at most ${ANALYTICS_MAX_MONTHS} months`,
  oneFilter: 'Choose one filter at a time',
  unsupported: 'This chart cannot be filtered by this yet',
  view: 'This chart has no such view',
  orgOnly: 'Team workload is kept for organisations: switch to an organisation to see it',
} as const;

const isoDate = (message: string) => z.iso.date({ error: message });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const bothDays = (q: { from: unknown; to: unknown }) =>
  typeof q.from === 'string' && typeof q.to === 'string' && DAY.test(q.from) && DAY.test(q.to);
const optionalId = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));

export const analyticsQuerySchema = z
  .object({
    from: isoDate(ANALYTICS_MESSAGES.from),
    to: isoDate(ANALYTICS_MESSAGES.to),
    auditeeId: optionalId,
    type: z.optional(z.enum(AUDIT_TYPES)),
    auditorId: optionalId,
    templateId: optionalId,
    view: z.optional(z.enum(ANALYTICS_VIEWS, { error: ANALYTICS_MESSAGES.view })),
    format: z.optional(z.enum(['json', 'csv'])),
  })
  .check(
    z.refine((q) => !bothDays(q) || q.from <= q.to, { message: ANALYTICS_MESSAGES.order, path: ['to'] }),
    z.refine((q) => !bothDays(q) || monthsBetween(q.from, q.to).length <= ANALYTICS_MAX_MONTHS, {
      message: ANALYTICS_MESSAGES.span,
      path: ['from'],
    }),
    z.refine((q) => ANALYTICS_FILTERS.filter((f) => q[f] !== undefined).length <= 1, {
      message: ANALYTICS_MESSAGES.oneFilter,
      path: ['auditeeId'],
    }),
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsParamsSchema = z.object({ series: z.enum(ANALYTICS_SERIES) });

/** The months (`YYYY-MM`, UTC calendar) a range of days touches, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last || months.length > ANALYTICS_MAX_MONTHS) return months;
    months.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

const count = z.int();
const rate = z.nullable(z.number());

export const programmeRowSchema = z.object({
  month: z.string(),
  planned: count,
  completed: count,
  completedOnTime: count,
  onTimeRate: rate,
  stillOpen: count,
  cancelled: count,
});
export const findingsRowSchema = z.object({
  month: z.string(),
  total: count,
  critical: count,
  high: count,
  medium: count,
  low: count,
  open: count,
  closed: count,
});
export const capaRowSchema = z.object({
  month: z.string(),
  due: count,
  closedOnTime: count,
  closedLate: count,
  stillOpen: count,
  onTimeRate: rate,
  closed: count,
  meanDaysToClose: rate,
  medianDaysToClose: rate,
  checksDue: count,
  checksDone: count,
  notEffective: count,
  notEffectiveRate: rate,
});
/** CAPAs not closed whose due date (in the range) has passed, per responsible person, most first. */
export const overdueRowSchema = z.object({ owner: z.string(), overdue: count, oldestDue: z.string() });
export type OverdueRow = z.infer<typeof overdueRowSchema>;
/**
 * A question (or, for a repeat found by its category, the category) an auditee had a finding on again in a later
 * audit: one row per auditee and question with a repeat raised in the range, the audits it was found in and when.
 */
export const repeatFindingsRowSchema = z.object({
  auditee: z.string(),
  auditeeId: z.string(),
  category: z.string(),
  questionId: z.string(),
  question: z.string(),
  repeats: count,
  audits: count,
  firstRaised: z.string(),
  lastRaised: z.string(),
  /** `YYYY-MM-DD <auditId>` per audit it was found in, oldest first, `; ` between. */
  raisedIn: z.string(),
});
export const categoryRowSchema = z.object({
  category: z.string(),
  total: count,
  critical: count,
  high: count,
  medium: count,
  low: count,
});
export const topQuestionRowSchema = z.object({
  rank: count,
  question: z.string(),
  category: z.string(),
  questionId: z.string(),
  findings: count,
});
export const auditeeFindingsRowSchema = z.object({
  rank: count,
  auditee: z.string(),
  auditeeId: z.string(),
  audits: count,
  findings: count,
  perAudit: rate,
});
export const ageingRowSchema = z.object({ bucket: z.string(), open: count, closed: count });
export type CategoryRow = z.infer<typeof categoryRowSchema>;
export type TopQuestionRow = z.infer<typeof topQuestionRowSchema>;
export type AuditeeFindingsRow = z.infer<typeof auditeeFindingsRowSchema>;
export type AgeingRow = z.infer<typeof ageingRowSchema>;
/** Per month and auditee, the mean risk score (0-100) of its reports completed that month. */
export const riskRowSchema = z.object({
  month: z.string(),
  auditee: z.string(),
  auditeeId: z.string(),
  reports: count,
  meanRiskScore: rate,
});
/** An auditee whose risk rating says one thing and its completed reports' findings another (risk.ts says when). */
export const riskDisagreementRowSchema = z.object({
  auditee: z.string(),
  auditeeId: z.string(),
  rating: z.string(),
  reports: count,
  critical: count,
  high: count,
  findings: count,
  meanRiskScore: rate,
  reason: z.string(),
});
/** Questions asked of Quala (the AI assistant) per month. */
export const qualaRowSchema = z.object({ month: z.string(), questions: count });
/**
 * Per member of an organisation: the audits they lead or work on planned in the range, those not done, and the
 * CAPAs not closed that they are responsible for, due in the range.
 */
export const workloadRowSchema = z.object({
  member: z.string(),
  memberId: z.string(),
  audits: count,
  auditsOpen: count,
  openCapas: count,
});
export type RiskRow = z.infer<typeof riskRowSchema>;
export type RiskDisagreementRow = z.infer<typeof riskDisagreementRowSchema>;
export type QualaRow = z.infer<typeof qualaRowSchema>;
export type WorkloadRow = z.infer<typeof workloadRowSchema>;
export type ProgrammeRow = z.infer<typeof programmeRowSchema>;
export type FindingsRow = z.infer<typeof findingsRowSchema>;
export type CapaRow = z.infer<typeof capaRowSchema>;
export type RepeatFindingsRow = z.infer<typeof repeatFindingsRowSchema>;

export const ANALYTICS_ROW_SCHEMAS = {
  programme: programmeRowSchema,
  findings: findingsRowSchema,
  capa: capaRowSchema,
  'repeat-findings': repeatFindingsRowSchema,
  'findings/by-category': categoryRowSchema,
  'findings/top-questions': topQuestionRowSchema,
  'findings/by-auditee': auditeeFindingsRowSchema,
  'findings/ageing': ageingRowSchema,
  'capa/overdue-by-owner': overdueRowSchema,
  risk: riskRowSchema,
  'risk/disagreements': riskDisagreementRowSchema,
  quala: qualaRowSchema,
  workload: workloadRowSchema,
} as const satisfies Record<AnalyticsTable, z.ZodMiniType>;
export type AnalyticsRow<T extends AnalyticsTable> = z.infer<(typeof ANALYTICS_ROW_SCHEMAS)[T]>;

export const analyticsResponseSchema = z.object({
  series: z.enum(ANALYTICS_SERIES),
  view: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
