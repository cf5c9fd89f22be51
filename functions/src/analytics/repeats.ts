import type { RepeatFindingsRow } from '@cq/shared/analytics/schemas';
import { readListings } from '../data/analytics/aggregates';
import type { RepeatFact } from '../data/analytics/rules';
import type { Workspace } from '../data/core/owner';
import { auditeeNames } from './names';

/**
 * `repeat-findings`: one row per auditee and question with a finding raised again in the range, most repeated
 * first. One Query of the per-auditee listing items of the range's months, then one Get per auditee listed (its
 * name): what is read grows with the rows answered, never with the workspace's history.
 */
export async function repeatRows(
  workspace: Workspace,
  dim: string,
  fromMonth: string,
  toMonth: string,
  range: { from: string; to: string },
): Promise<RepeatFindingsRow[]> {
  const listings = await readListings(workspace.workspaceId, 'repeat-findings', dim, fromMonth, toMonth);
  const groups = new Map<string, { auditeeId: string; facts: RepeatFact[] }>();
  for (const { shard, members } of listings) {
    const auditeeId = decodeURIComponent(shard.slice(2));
    for (const fact of members.map((m) => JSON.parse(m) as RepeatFact)) {
      // The months' items hold whole months: the range's own days decide.
      if (fact.raisedAt < range.from || fact.raisedAt > range.to) continue;
      const key = `${auditeeId}\n${fact.category}\n${fact.questionId}`;
      const group = groups.get(key) ?? { auditeeId, facts: [] };
      group.facts.push(fact);
      groups.set(key, group);
    }
  }
  const names = await auditeeNames(
    workspace,
    [...groups.values()].map((g) => g.auditeeId),
  );
  return [...groups.values()]
    .map(({ auditeeId, facts }) => rowOf(names.get(auditeeId) ?? auditeeId, auditeeId, facts))
    .sort(
      (a, b) =>
        b.repeats - a.repeats ||
        b.lastRaised.localeCompare(a.lastRaised) ||
        a.auditee.localeCompare(b.auditee) ||
        a.questionId.localeCompare(b.questionId),
    );
}

/** A question's row: its audits each once, on the earliest day it was found there (an unknown day sorts first). */
function rowOf(auditee: string, auditeeId: string, facts: RepeatFact[]): RepeatFindingsRow {
  const days = new Map<string, string>();
  const seen = (auditId: string, day: string) => {
    const known = days.get(auditId);
    if (known === undefined || day < known) days.set(auditId, day);
  };
  for (const fact of facts) {
    seen(fact.auditId, fact.raisedAt);
    for (const e of fact.earlier) seen(e.auditId, e.raisedAt ?? '');
  }
  const audits = [...days].sort(([a, x], [b, y]) => x.localeCompare(y) || a.localeCompare(b));
  const latest = [...facts].sort((a, b) => b.raisedAt.localeCompare(a.raisedAt))[0]!;
  const dated = audits.filter(([, day]) => day);
  return {
    auditee,
    auditeeId,
    category: latest.category,
    questionId: latest.questionId,
    question: latest.title,
    repeats: facts.length,
    audits: audits.length,
    firstRaised: dated[0]?.[1] ?? latest.raisedAt,
    lastRaised: latest.raisedAt,
    raisedIn: audits.map(([auditId, day]) => `${day || 'date not recorded'} ${auditId}`).join('; '),
  };
}
