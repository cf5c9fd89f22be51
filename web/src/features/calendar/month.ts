/** A month's calendar grid: whole weeks, Monday first, as calendar days (`yyyy-mm-dd`, no time zone involved). */
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** `yyyy-mm` of a calendar day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `delta` months from `month` (`yyyy-mm`). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return iso(d).slice(0, 7);
}

/** The month's name as a heading says it: "January 2027". */
export const monthTitle = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** The weeks shown for a month: from the Monday on or before its 1st to the Sunday on or after its last day. */
export function monthWeeks(month: string): string[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const start = new Date(first);
  start.setUTCDate(1 - ((first.getUTCDay() + 6) % 7));
  const last = new Date(Date.UTC(y, m, 0));
  const weeks: string[][] = [];
  for (const d = new Date(start); d <= last || weeks.at(-1)?.length !== 7; d.setUTCDate(d.getUTCDate() + 1)) {
    if (!weeks.length || weeks.at(-1)!.length === 7) weeks.push([]);
    weeks.at(-1)!.push(iso(d));
  }
  return weeks;
}

/** Whether an audit planned from `start` to `end` (or that day alone) covers `day`. */
export const covers = (start: string, end: string | null, day: string): boolean =>
  day >= start && day <= (end && end >= start ? end : start);
