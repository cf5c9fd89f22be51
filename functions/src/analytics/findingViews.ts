import {
  AGE_BUCKETS,
  ageBucket,
  type AgeingRow,
  type AuditeeFindingsRow,
  type CategoryRow,
  type TopQuestionRow,
} from '@cq/shared/analytics/schemas';
import { readAggregates, readBreakdown, readListings } from '../data/analytics/aggregates';
import { ALL, byDim, parseRankedEntry, type RankedFinding } from '../data/analytics/rules';
import type { Workspace } from '../data/core/owner';
import { auditeeNames } from './names';

interface Range {
  fromMonth: string;
  toMonth: string;
}
const TOP_QUESTIONS = 10;
const byName = (a: string, b: string) => a.localeCompare(b);

/** What the rankings count of one thing: its findings by grade, and the titles they were raised with. */
interface Tally {
  findings: number;
  sev_critical: number;
  sev_high: number;
  sev_medium: number;
  sev_low: number;
  labels: string[];
}
type Tallies = Map<string, Tally>;
const emptyTally = (): Tally => ({ findings: 0, sev_critical: 0, sev_high: 0, sev_medium: 0, sev_low: 0, labels: [] });

/**
 * A ranking's counts per thing over the range. The whole workspace: its breakdown items (`by:<name>`, one Query).
 * One filter value: the findings listed under it in the range (`by:finding@<value>`, one Query of its months'
 * list items), counted per thing here; `thingOf` names a listed finding's thing, or null when it has none.
 */
async function tallies(
  workspace: Workspace,
  dim: string,
  name: string,
  thingOf: (f: RankedFinding) => string | null,
  { fromMonth, toMonth }: Range,
): Promise<Tallies> {
  const out: Tallies = new Map();
  if (dim === ALL) {
    for (const [thing, { counts: c, labels }] of await readBreakdown(
      workspace.workspaceId,
      'findings',
      name,
      fromMonth,
      toMonth,
    ))
      out.set(thing, {
        findings: c.findings,
        sev_critical: c.sev_critical,
        sev_high: c.sev_high,
        sev_medium: c.sev_medium,
        sev_low: c.sev_low,
        labels,
      });
    return out;
  }
  const lists = await readListings(workspace.workspaceId, 'findings', byDim('finding', dim), fromMonth, toMonth);
  for (const { members } of lists)
    for (const entry of members) {
      const f = parseRankedEntry(entry);
      const thing = thingOf(f);
      if (thing === null) continue;
      const t = out.get(thing) ?? emptyTally();
      t.findings += 1;
      const grade = `sev_${f.severity}` as keyof Tally;
      if (typeof t[grade] === 'number') (t[grade] as number) += 1;
      if (f.questionId && !t.labels.includes(f.title)) t.labels.push(f.title);
      out.set(thing, t);
    }
  return out;
}

/** Findings raised in the range per checklist category, most first (the whole workspace or one filter value). */
export async function categoryRows(workspace: Workspace, dim: string, range: Range): Promise<CategoryRow[]> {
  const things = await tallies(workspace, dim, 'category', (f) => f.category, range);
  return [...things]
    .filter(([, t]) => t.findings > 0)
    .map(([category, t]) => ({
      category,
      total: t.findings,
      critical: t.sev_critical,
      high: t.sev_high,
      medium: t.sev_medium,
      low: t.sev_low,
    }))
    .sort((a, b) => b.total - a.total || byName(a.category, b.category));
}

/** The TOP_QUESTIONS checklist questions with most findings raised in the range (ties by name). */
export async function topQuestionRows(workspace: Workspace, dim: string, range: Range): Promise<TopQuestionRow[]> {
  const things = await tallies(
    workspace,
    dim,
    'question',
    (f) => (f.questionId ? `${f.category ?? ''}\n${f.questionId}` : null),
    range,
  );
  return [...things]
    .filter(([, t]) => t.findings > 0)
    .map(([key, { findings, labels }]) => {
      const [category = '', questionId = ''] = key.split('\n');
      // The question as its findings were titled (the earliest title in order when it was reworded).
      return { category, questionId, question: [...labels].sort(byName)[0] ?? questionId, findings };
    })
    .sort((a, b) => b.findings - a.findings || byName(a.question, b.question) || byName(a.questionId, b.questionId))
    .slice(0, TOP_QUESTIONS)
    .map((row, i) => ({ rank: i + 1, ...row }));
}

/**
 * Audits done per auditee in the range, under a filter value: audits are kept under their type, auditee and lead
 * (`by:auditee@<value>`); an audit has no template, so under a template it is the auditee's reports of that
 * template completed in the range (one report is one audit's checklist).
 */
async function auditsDone(
  workspace: Workspace,
  dim: string,
  { fromMonth, toMonth }: Range,
): Promise<Map<string, number>> {
  const fromRisk = dim.startsWith('templateId:');
  const things = fromRisk
    ? await readBreakdown(workspace.workspaceId, 'risk', byDim('auditee', dim).slice(3), fromMonth, toMonth)
    : await readBreakdown(workspace.workspaceId, 'findings', byDim('auditee', dim).slice(3), fromMonth, toMonth);
  return new Map([...things].map(([id, { counts }]) => [id, fromRisk ? counts.riskReports : counts.auditsDone]));
}

/**
 * Per auditee, its findings raised in the range over its audits completed in the range, highest first; an
 * auditee with findings but no audit completed in the range has no rate ('—') and comes last.
 */
export async function auditeeRows(workspace: Workspace, dim: string, range: Range): Promise<AuditeeFindingsRow[]> {
  const [findings, audits] =
    dim === ALL
      ? await readBreakdown(workspace.workspaceId, 'findings', 'auditee', range.fromMonth, range.toMonth).then(
          (things) =>
            [
              new Map([...things].map(([id, { counts }]) => [id, counts.findings])),
              new Map([...things].map(([id, { counts }]) => [id, counts.auditsDone])),
            ] as const,
        )
      : await Promise.all([
          tallies(workspace, dim, 'auditee', (f) => f.auditeeId, range).then(
            (t) => new Map([...t].map(([id, { findings }]) => [id, findings])),
          ),
          auditsDone(workspace, dim, range),
        ]);
  const ids = [...new Set([...findings.keys(), ...audits.keys()])].filter(
    (id) => (findings.get(id) ?? 0) > 0 || (audits.get(id) ?? 0) > 0,
  );
  const names = await auditeeNames(workspace, ids);
  return ids
    .map((auditeeId) => {
      const done = audits.get(auditeeId) ?? 0;
      const found = findings.get(auditeeId) ?? 0;
      return {
        auditee: names.get(auditeeId) ?? auditeeId,
        auditeeId,
        audits: done,
        findings: found,
        perAudit: done ? Math.round((found / done) * 10) / 10 : null,
      };
    })
    .sort((a, b) => (b.perAudit ?? -1) - (a.perAudit ?? -1) || b.findings - a.findings || byName(a.auditee, b.auditee))
    .map((row, i) => ({ rank: i + 1, ...row }));
}

/**
 * Findings raised in the range by age: closed ones by the days they were open (exact, counted when closed), open
 * ones by their age today. An open finding's age moves every day without a write, so no aggregate moved by
 * writes can hold it; the month items hold how many of each month's findings are open, and their age is taken
 * from the middle of that month (the 1st for the current month before the 15th, so no age is negative). A month
 * spans at most 31 days, so an open finding is at most about half a month from its true bucket, and the read
 * stays one item per month whatever the workspace holds; per-day items would be exact at 30 times the reads.
 */
export async function ageingRows(
  workspace: Workspace,
  dim: string,
  { fromMonth, toMonth }: Range,
  now: Date,
): Promise<AgeingRow[]> {
  const months = await readAggregates(workspace.workspaceId, 'findings', dim, fromMonth, toMonth);
  const open = new Map<string, number>();
  const today = Date.parse(now.toISOString().slice(0, 10));
  for (const [month, c] of months) {
    if (!c.findingsOpen) continue;
    const middle = Math.min(Date.parse(`${month}-15`), today);
    const start = Date.parse(`${month}-01`);
    const age = Math.round((today - (middle > today ? start : middle)) / 86_400_000);
    const bucket = ageBucket(Math.max(0, age)).key;
    open.set(bucket, (open.get(bucket) ?? 0) + c.findingsOpen);
  }
  return AGE_BUCKETS.map((b) => ({
    bucket: b.label,
    open: open.get(b.key) ?? 0,
    closed: [...months.values()].reduce((sum, c) => sum + c[`closedAge_${b.key}`], 0),
  }));
}
