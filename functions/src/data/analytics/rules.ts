import type { Audit, Capa, Finding, ReportStatus, ReportType } from '@cq/shared';
import { templateOfReport } from '@cq/shared/templates/builtInIds';
import { FINDING_SEVERITIES } from '@cq/shared/findings/rules';
import { AGE_BUCKETS, ageBucket, type AnalyticsFilter, type AnalyticsSeries } from '@cq/shared/analytics/schemas';

/**
 * What each record adds to the analytics aggregates (issue 21), the one place that says it: the write paths move
 * the aggregates by (what the record adds now − what it added before) in the record's own transaction, and the
 * backfill adds up what every record adds. Each rule reads only fields a later write rewrites with the record
 * itself (never the clock: a date is a stored field), so the incremental sums and a rebuild from the records always agree.
 */
export const AGG_METRICS = [
  // programme: by the month of the planned start (planned…cancelled) and of the completion (completed).
  'planned',
  'plannedDone',
  'onTime',
  'plannedOpen',
  'cancelled',
  'completed',
  // findings: by the month the finding was raised.
  'findings',
  ...FINDING_SEVERITIES.map((s) => `sev_${s}` as const),
  'findingsOpen',
  'findingsClosed',
  // findings closed, by the month raised and how many days they were open (the ageing of closed findings).
  ...AGE_BUCKETS.map((b) => `closedAge_${b.key}` as const),
  // audits completed, in the per-auditee breakdown (findings per audit).
  'auditsDone',
  // capa: by the month it is due (capaDue…capaOpen), was closed (capaClosed, capaDays), a check was due or done.
  'capaDue',
  'capaOnTime',
  'capaLate',
  'capaOpen',
  'capaClosed',
  'capaDays',
  'checksDue',
  'checksDone',
  'notEffective',
  // repeat-findings: findings raised again (they repeat an earlier audit's), by the month raised, per auditee.
  'repeats',
  // risk: reports completed, by the month completed, per auditee: how many, their scores added up, their findings.
  'riskReports',
  'riskSum',
  'riskFindings',
  'riskCritical',
  'riskHigh',
  // quala: questions asked, by the month asked.
  'questions',
  // workload: audits per member (lead or co-auditor), by the month planned, and those not done.
  'memberAudits',
  'memberAuditsOpen',
] as const;
export type AggMetric = (typeof AGG_METRICS)[number];
export type AggCounts = Partial<Record<AggMetric, number>>;

/**
 * One aggregate item a record adds to: a series, a filter value (`all` or `<filter>:<value>`), a month, and for
 * a series that lists rather than counts, the item of the month it lists under (`shard`) and the entries it adds
 * to that item's list (`members`, each unique to its record, so adding and taking away never collide).
 */
export interface Contribution {
  series: AnalyticsSeries;
  dim: string;
  month: string;
  counts: AggCounts;
  shard?: string;
  members?: string[];
}

export const ALL = 'all';
/** The aggregate items of one filter value: a value never ends the key early (it is percent-encoded). */
export const dimOf = (filter: AnalyticsFilter, value: string) => `${filter}:${encodeURIComponent(value)}`;

const monthOf = (date: string) => date.slice(0, 7);
const dayOf = (date: string) => date.slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(dayOf(to)) - Date.parse(dayOf(from))) / 86_400_000);

/** The same counts for every filter value the record has (`all` always). */
function spread(series: AnalyticsSeries, dims: string[], month: string, counts: AggCounts): Contribution[] {
  return dims.map((dim) => ({ series, dim, month, counts }));
}

type ProgrammeAudit = Pick<
  Audit,
  | 'status'
  | 'type'
  | 'auditeeId'
  | 'leadAuditorId'
  | 'auditorIds'
  | 'plannedStart'
  | 'plannedEnd'
  | 'scheduledDate'
  | 'completedDate'
  | 'actualEnd'
  | 'updatedAt'
>;

/**
 * An audit: planned in the month of its planned start (or, for audits made before plans, its scheduled date);
 * done in the month it was completed (its actual end, else the moment it was marked completed); on time when done
 * on or before its planned end (or start).
 */
export function auditContributions(audit: ProgrammeAudit | null): Contribution[] {
  if (!audit) return [];
  const dims = [
    ALL,
    dimOf('type', audit.type),
    ...(audit.auditeeId ? [dimOf('auditeeId', audit.auditeeId)] : []),
    ...(audit.leadAuditorId ? [dimOf('auditorId', audit.leadAuditorId)] : []),
  ];
  const plan = audit.plannedStart ?? audit.scheduledDate;
  // A Completed audit is final, so its last update is its completion when no date of it was recorded.
  const done = audit.status === 'completed' ? (audit.actualEnd ?? audit.completedDate ?? audit.updatedAt) : null;
  const out: Contribution[] = [];
  if (plan) {
    const onTime = done !== null && dayOf(done) <= dayOf(audit.plannedEnd ?? plan);
    out.push(
      ...spread('programme', dims, monthOf(plan), {
        planned: 1,
        plannedDone: Number(done !== null),
        onTime: Number(onTime),
        plannedOpen: Number(done === null && audit.status !== 'cancelled' && audit.status !== 'completed'),
        cancelled: Number(audit.status === 'cancelled'),
      }),
    );
  }
  if (done) out.push(...spread('programme', dims, monthOf(done), { completed: 1 }));
  // Audits done per auditee, under each filter value of the audit too (findings per audit of a filter value).
  if (done && audit.auditeeId)
    for (const dim of dims)
      out.push(breakdown('findings', 'auditee', monthOf(done), audit.auditeeId, { auditsDone: 1 }, dim));
  if (plan) out.push(...memberContributions(audit, monthOf(plan)));
  return out;
}

/** Who works on an audit: its lead and co-auditors, each once. */
const teamOf = (audit: Pick<Audit, 'leadAuditorId' | 'auditorIds'>) =>
  [...new Set([audit.leadAuditorId, ...(audit.auditorIds ?? [])])].filter((id): id is string => Boolean(id));

/** An audit in each of its people's workload, in the month it is planned; not done while neither done nor cancelled. */
function memberContributions(audit: ProgrammeAudit, month: string): Contribution[] {
  const open = Number(audit.status !== 'completed' && audit.status !== 'cancelled');
  return teamOf(audit).map((member) =>
    breakdown('workload', 'member', month, member, { memberAudits: 1, memberAuditsOpen: open }),
  );
}

type FindingFacts = Pick<
  Finding,
  | 'id'
  | 'auditId'
  | 'createdAt'
  | 'updatedAt'
  | 'closedAt'
  | 'severity'
  | 'status'
  | 'questionId'
  | 'category'
  | 'title'
  | 'repeatOf'
  | 'version'
>;

/**
 * A finding: in the month it was raised, by grade and whether it is closed now. A raised finding that repeats
 * earlier ones of its auditee (`auditeeId`: the auditee it was raised under, stored with it) is also listed in its
 * auditee's repeat-findings item of that month.
 */
export function findingContributions(
  finding: FindingFacts | null,
  auditeeId: string | null = null,
  /** The filter values it was raised under (`findingScope`), fixed then: its monthly counts are kept under each. */
  scope: readonly string[] = [],
): Contribution[] {
  if (!finding) return [];
  const closed = finding.status === 'closed';
  const month = monthOf(finding.createdAt);
  const grade = { findings: 1, [`sev_${finding.severity}`]: 1 };
  const closedAge = closed ? ageBucket(daysBetween(finding.createdAt, finding.closedAt ?? finding.updatedAt)) : null;
  return [
    ...spread('findings', [ALL, ...scope], month, {
      ...grade,
      findingsOpen: Number(!closed),
      findingsClosed: Number(closed),
      ...(closedAge ? { [`closedAge_${closedAge.key}`]: 1 } : {}),
    }),
    ...(finding.category ? [breakdown('findings', 'category', month, finding.category, grade)] : []),
    ...(finding.questionId
      ? [
          {
            ...breakdown('findings', 'question', month, `${finding.category ?? ''}\n${finding.questionId}`, grade),
            members: [finding.title],
          },
        ]
      : []),
    // Its auditee is the one it was raised under (stored with it), so every later change moves the same item.
    ...(auditeeId ? [breakdown('findings', 'auditee', month, auditeeId, { findings: 1 })] : []),
    ...rankedContributions(finding, auditeeId, scope, month),
    ...repeatContributions(finding, auditeeId),
  ];
}

/**
 * How many list items one month's ranked findings of one filter value are spread over, by the report that raised
 * them (so a report's findings land in one item, keeping a completion's transaction small): each entry is about
 * 150 bytes, so a month holds tens of thousands of them under one filter value below DynamoDB's 400 KB an item.
 */
export const RANK_SHARDS = 16;
/**
 * The list item of a finding: by its report (its id's part before the question), else by its own id, and by the
 * parity of its version. DynamoDB refuses an update that adds to and deletes from the same set, and each change of
 * a finding takes its old entry away and adds its new one: the version moves by one with every change, so the two
 * always land in different items (a transaction changes one finding at most).
 */
function rankShard(finding: Pick<FindingFacts, 'id' | 'version'>): string {
  const key = finding.id.split('.')[0]!;
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return `a:${hash % RANK_SHARDS}.${finding.version % 2}`;
}

/** One finding as the rankings of a filter value read it (its id keeps the entry unique to it). */
export interface RankedFinding {
  findingId: string;
  severity: string;
  category: string | null;
  questionId: string | null;
  title: string;
  auditeeId: string | null;
}
export const rankedEntry = (f: RankedFinding) =>
  JSON.stringify([f.findingId, f.severity, f.category, f.questionId, f.title, f.auditeeId]);
export function parseRankedEntry(entry: string): RankedFinding {
  const [findingId, severity, category, questionId, title, auditeeId] = JSON.parse(entry) as [
    string,
    string,
    string | null,
    string | null,
    string,
    string | null,
  ];
  return { findingId, severity, category, questionId, title, auditeeId };
}

/**
 * The rankings (by category, top questions, findings per auditee) of a filter value: the finding listed, with what
 * those rankings count, in its month's list item under each filter value it was raised under (`by:finding@<value>`).
 * Counted breakdowns per filter value would add an item per category and per question per filter value to a
 * completion's transaction (past DynamoDB's 100 writes); the list adds one per filter value whatever the report
 * raises, and a filtered range reads the list items of its months: its own findings, never the workspace's.
 */
function rankedContributions(
  finding: FindingFacts,
  auditeeId: string | null,
  scope: readonly string[],
  month: string,
): Contribution[] {
  const entry = rankedEntry({
    findingId: finding.id,
    severity: finding.severity,
    category: finding.category,
    questionId: finding.questionId,
    title: finding.title,
    auditeeId,
  });
  return scope.map((dim) => ({
    series: 'findings',
    dim: byDim('finding', dim),
    month,
    counts: {},
    shard: rankShard(finding),
    members: [entry],
  }));
}

/**
 * The filter values a finding is raised under: its audit's type, auditee and lead auditor, and the template of the
 * report that raised it, as they are then. Stored with the finding, so every later change of it moves the same items
 * and a rebuild finds them.
 */
export function findingScope(
  audit: Pick<Audit, 'type' | 'auditeeId' | 'leadAuditorId'> | null,
  templateId: string | null = null,
): string[] {
  return [
    ...(audit ? [dimOf('type', audit.type)] : []),
    ...(audit?.auditeeId ? [dimOf('auditeeId', audit.auditeeId)] : []),
    ...(audit?.leadAuditorId ? [dimOf('auditorId', audit.leadAuditorId)] : []),
    ...(templateId ? [dimOf('templateId', templateId)] : []),
  ];
}

/**
 * A count of one thing a series ranks (a category, a question, an auditee) in a month: its item under the
 * breakdown's own dim (`by:<name>`), its shard `k:<thing>` (split further over AGG_SHARDS when written). A range
 * reads one item per thing counted per month (and shard), never one per record.
 */
function breakdown(
  series: AnalyticsSeries,
  name: string,
  month: string,
  thing: string,
  counts: AggCounts,
  dim: string = ALL,
): Contribution {
  return { series, dim: byDim(name, dim), month, shard: `k:${encodeURIComponent(thing)}`, counts };
}

/** A breakdown's items of one filter value: `by:<name>` for the whole workspace, `by:<name>@<filter value>`. */
export const byDim = (name: string, dim: string) => (dim === ALL ? `by:${name}` : `by:${name}@${dim}`);

/** One repeat finding as a list entry: what its row needs, so a range reads the list and nothing else. */
export interface RepeatFact {
  findingId: string;
  auditId: string;
  raisedAt: string;
  category: string;
  questionId: string;
  title: string;
  earlier: Array<{ auditId: string; raisedAt: string | null }>;
}

/** The per-auditee item a repeat finding is listed in: `a:<auditeeId>`, under `all` and the auditee's filter. */
export const repeatShard = (auditeeId: string) => `a:${encodeURIComponent(auditeeId)}`;

/**
 * Only what a raised finding was created with counts (its auditee, question, audit, day and the earlier findings
 * it repeats are fixed then), so a later change of the finding never moves it, and one item per auditee a month
 * holds all of that auditee's repeats: a report's completion adds to two items however many it raises.
 */
function repeatContributions(finding: FindingFacts, auditeeId: string | null): Contribution[] {
  const { auditId, questionId, category } = finding;
  if (!auditeeId || !auditId || !questionId || !category || finding.repeatOf.length === 0) return [];
  const fact: RepeatFact = {
    findingId: finding.id,
    auditId,
    raisedAt: dayOf(finding.createdAt),
    category,
    questionId,
    title: finding.title,
    earlier: finding.repeatOf.map((r) => ({ auditId: r.auditId, raisedAt: r.raisedAt ?? null })),
  };
  return [ALL, dimOf('auditeeId', auditeeId)].map((dim) => ({
    series: 'repeat-findings',
    dim,
    month: monthOf(finding.createdAt),
    counts: { repeats: 1 },
    shard: repeatShard(auditeeId),
    members: [JSON.stringify(fact)],
  }));
}

type CapaFacts = Pick<
  Capa,
  'status' | 'dueDate' | 'createdAt' | 'updatedAt' | 'checkDueDate' | 'effectivenessChecks' | 'responsiblePerson'
>;
/** The owner of a CAPA no one is responsible for yet. */
export const UNASSIGNED = 'Not assigned';

/**
 * A CAPA: in the month it is due (closed on or before its due date, closed late, or not closed), in the month it
 * was closed (a Closed CAPA is final, so its last update is its closure) with its days from creation, in the month
 * its effectiveness check is due, and each recorded check in the month it was made. The stand-in check of a CAPA
 * saved before checks existed (`legacy`) is not counted: its date is not stored.
 */
export function capaContributions(
  capa: CapaFacts | null,
  /** The filter values of the finding it answers (stored with it): its counts are kept under each as well. */
  scope: readonly string[] = [],
): Contribution[] {
  if (!capa) return [];
  const dims = [ALL, ...scope];
  const closedAt = capa.status === 'closed' ? capa.updatedAt : null;
  const late = closedAt !== null && dayOf(closedAt) > capa.dueDate;
  const out = spread('capa', dims, monthOf(capa.dueDate), {
    capaDue: 1,
    capaOnTime: Number(closedAt !== null && !late),
    capaLate: Number(late),
    capaOpen: Number(closedAt === null),
  });
  if (closedAt) {
    const days = daysBetween(capa.createdAt, closedAt);
    out.push(
      ...spread('capa', dims, monthOf(closedAt), { capaClosed: 1, capaDays: days }),
      // The month's histogram of days to close: its median is then read from the aggregates.
      ...dims.map((dim) => breakdown('capa', 'closeDays', monthOf(closedAt), String(days), { capaClosed: 1 }, dim)),
    );
  } else {
    // Open CAPAs by owner and due day: overdue is "due before today", known only when asked.
    const owner = capa.responsiblePerson.trim() || UNASSIGNED;
    out.push(
      ...dims.map((dim) =>
        breakdown('capa', 'openByOwner', monthOf(capa.dueDate), `${owner}\n${capa.dueDate}`, { capaOpen: 1 }, dim),
      ),
    );
  }
  if (capa.checkDueDate) out.push(...spread('capa', dims, monthOf(capa.checkDueDate), { checksDue: 1 }));
  for (const check of capa.effectivenessChecks) {
    if (check.id === 'legacy') continue;
    out.push(
      ...spread('capa', dims, monthOf(check.checkedAt), {
        checksDone: 1,
        notEffective: Number(check.result === 'not_effective'),
      }),
    );
  }
  return out;
}

/** What the risk series needs of a report: its score and findings, and what it was written for (fixed at creation). */
export interface RiskReport {
  status: ReportStatus;
  completedAt: string | null;
  riskScore: number;
  type: ReportType;
  templateId: string | null;
  generatedFindings: ReadonlyArray<{ severity: string }>;
}

/**
 * A completed (or approved) report of an auditee: in the month it was completed, under that auditee, with its
 * score and findings by grade; kept under the whole workspace and under each filter the report has (its auditee
 * and template, both fixed when it is made; a report type is not an audit type, so the type filter is not one), so
 * a filtered range reads the same few items a month. A report
 * sent back from review is no longer completed and leaves the counts; its answers changed under review move them.
 */
export function reportContributions(report: RiskReport | null, auditeeId: string | null): Contribution[] {
  if (!report || !auditeeId || !report.completedAt) return [];
  if (report.status !== 'completed' && report.status !== 'approved') return [];
  const dims = [ALL, dimOf('auditeeId', auditeeId), dimOf('templateId', templateOfReport(report))];
  const grades = report.generatedFindings.map((f) => f.severity);
  const counts: AggCounts = {
    riskReports: 1,
    riskSum: report.riskScore,
    riskFindings: grades.length,
    riskCritical: grades.filter((g) => g === 'critical').length,
    riskHigh: grades.filter((g) => g === 'high').length,
  };
  return dims.map((dim) => ({
    series: 'risk',
    dim: riskDim(dim),
    month: monthOf(report.completedAt!),
    shard: `k:${encodeURIComponent(auditeeId)}`,
    counts,
  }));
}

/** The risk series' items of one filter value: a breakdown per auditee (`by:auditee`, or `by:auditee@<filter>`). */
export const riskDim = (dim: string) => byDim('auditee', dim);

/** A question asked of Quala, in the month it was asked. */
export function qualaContributions(interaction: { createdAt: string } | null): Contribution[] {
  return interaction ? spread('quala', [ALL], monthOf(interaction.createdAt), { questions: 1 }) : [];
}
