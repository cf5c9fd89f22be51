import {
  AGE_BUCKETS,
  ageBucket,
  type AgeingRow,
  type AuditeeFindingsRow,
  type CategoryRow,
  type TopQuestionRow,
} from '@cq/shared/analytics/schemas';
import { readAggregates, readBreakdown } from '../data/analytics/aggregates';
import type { Workspace } from '../data/core/owner';
import { auditeeNames } from './names';

interface Range {
  fromMonth: string;
  toMonth: string;
}
const TOP_QUESTIONS = 10;
const byName = (a: string, b: string) => a.localeCompare(b);

/** Findings raised in the range per checklist category, most first: one Query of the category breakdown. */
export async function categoryRows(workspace: Workspace, { fromMonth, toMonth }: Range): Promise<CategoryRow[]> {
  const things = await readBreakdown(workspace.workspaceId, 'findings', 'category', fromMonth, toMonth);
  return [...things]
    .filter(([, { counts }]) => counts.findings > 0)
    .map(([category, { counts: c }]) => ({
      category,
      total: c.findings,
      critical: c.sev_critical,
      high: c.sev_high,
      medium: c.sev_medium,
      low: c.sev_low,
    }))
    .sort((a, b) => b.total - a.total || byName(a.category, b.category));
}

/** The TOP_QUESTIONS checklist questions with most findings raised in the range (ties by name). */
export async function topQuestionRows(workspace: Workspace, { fromMonth, toMonth }: Range): Promise<TopQuestionRow[]> {
  const things = await readBreakdown(workspace.workspaceId, 'findings', 'question', fromMonth, toMonth);
  return [...things]
    .filter(([, { counts }]) => counts.findings > 0)
    .map(([key, { counts, labels }]) => {
      const [category = '', questionId = ''] = key.split('\n');
      // The question as its findings were titled (the earliest title in order when it was reworded).
      return { category, questionId, question: [...labels].sort(byName)[0] ?? questionId, findings: counts.findings };
    })
    .sort((a, b) => b.findings - a.findings || byName(a.question, b.question) || byName(a.questionId, b.questionId))
    .slice(0, TOP_QUESTIONS)
    .map((row, i) => ({ rank: i + 1, ...row }));
}

/**
 * Per auditee, its findings raised in the range over its audits completed in the range, highest first; an
 * auditee with findings but no audit completed in the range has no rate ('—') and comes last.
 */
export async function auditeeRows(workspace: Workspace, { fromMonth, toMonth }: Range): Promise<AuditeeFindingsRow[]> {
  const things = await readBreakdown(workspace.workspaceId, 'findings', 'auditee', fromMonth, toMonth);
  const shown = [...things].filter(([, { counts }]) => counts.findings > 0 || counts.auditsDone > 0);
  const names = await auditeeNames(
    workspace,
    shown.map(([id]) => id),
  );
  return shown
    .map(([auditeeId, { counts }]) => ({
      auditee: names.get(auditeeId) ?? auditeeId,
      auditeeId,
      audits: counts.auditsDone,
      findings: counts.findings,
      perAudit: counts.auditsDone ? Math.round((counts.findings / counts.auditsDone) * 10) / 10 : null,
    }))
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
