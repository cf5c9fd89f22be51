import type { OverdueRow } from '@cq/shared/analytics/schemas';
import { readBreakdown, readBreakdownByMonth, type Breakdown } from '../data/analytics/aggregates';
import type { Workspace } from '../data/core/owner';
import { byDim } from '../data/analytics/rules';

interface Range {
  fromMonth: string;
  toMonth: string;
}

/** The median of a histogram of days (thing → how many), or null when it is empty. */
export function medianOf(histogram: Breakdown | undefined): number | null {
  const days = [...(histogram ?? [])]
    .map(([day, { counts }]) => [Number(day), counts.capaClosed] as const)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a - b);
  const n = days.reduce((sum, [, k]) => sum + k, 0);
  if (!n) return null;
  // The middle value, or the mean of the two middle ones.
  const at = (i: number) => {
    let seen = 0;
    for (const [day, k] of days) if ((seen += k) > i) return day;
    return days.at(-1)![0];
  };
  return n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}

/** The median days to close of each month's closed CAPAs: one Query of the months' days-to-close histograms. */
export async function medianDaysByMonth(workspace: Workspace, dim: string, { fromMonth, toMonth }: Range) {
  const name = byDim('closeDays', dim).slice('by:'.length);
  const months = await readBreakdownByMonth(workspace.workspaceId, 'capa', name, fromMonth, toMonth);
  return (month: string) => medianOf(months.get(month));
}

/**
 * CAPAs not closed whose due day (in the range) is before today, per responsible person, most first. Overdue
 * turns true by the calendar, not by a write, so the open CAPAs are kept per owner and due day and today is
 * applied when asked: one Query reading one item per owner and due day with open CAPAs.
 */
export async function overdueRows(
  workspace: Workspace,
  dim: string,
  { fromMonth, toMonth }: Range,
  range: { from: string; to: string },
  now: Date,
): Promise<OverdueRow[]> {
  const today = now.toISOString().slice(0, 10);
  const name = byDim('openByOwner', dim).slice('by:'.length);
  const things = await readBreakdown(workspace.workspaceId, 'capa', name, fromMonth, toMonth);
  const owners = new Map<string, OverdueRow>();
  for (const [key, { counts }] of things) {
    const [owner = '', due = ''] = key.split('\n');
    if (counts.capaOpen <= 0 || due >= today || due < range.from || due > range.to) continue;
    const row = owners.get(owner) ?? { owner, overdue: 0, oldestDue: due };
    row.overdue += counts.capaOpen;
    if (due < row.oldestDue) row.oldestDue = due;
    owners.set(owner, row);
  }
  return [...owners.values()].sort(
    (a, b) => b.overdue - a.overdue || a.oldestDue.localeCompare(b.oldestDue) || a.owner.localeCompare(b.owner),
  );
}
