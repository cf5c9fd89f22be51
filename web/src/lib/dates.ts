/**
 * Dates as the workspace shows them (spec §4, §9): 'MMM dd, yyyy' ("Nov 03, 2026"), and relative days
 * (Today, Yesterday, N days ago under 7, else the date). A calendar date (`2026-11-03`, a scheduled or due
 * date) is that day wherever the reader is; a timestamp is shown in the reader's own time zone.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date or an ISO timestamp as a local Date (calendar dates at local midnight), or null. */
export function toLocalDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM dd, yyyy'; an unreadable value is shown as given. */
export function formatDate(value: string | Date): string {
  const date = toLocalDate(value);
  if (!date) return String(value);
  return `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;
}

/** Whole calendar days from `now` to `value` in the reader's time zone: 0 today, -1 yesterday, 1 tomorrow. */
export function dayDifference(value: string | Date, now: Date = new Date()): number | null {
  const date = toLocalDate(value);
  if (!date) return null;
  const start = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((start(date) - start(now)) / DAY_MS);
}

/**
 * A due date before today is allowed (a finding recorded late) but is almost always a slip of the date picker:
 * said next to the field, without refusing it.
 */
export function pastDueHint(value: string | null | undefined, now: Date = new Date()): string | undefined {
  if (!value) return undefined;
  const diff = dayDifference(value, now);
  return diff !== null && diff < 0 ? 'This date is in the past: the item will show as overdue at once.' : undefined;
}

/** Today, Yesterday, N days ago (under 7), Tomorrow, In N days (under 7), else 'MMM dd, yyyy'. */
export function relativeDate(value: string | Date, now: Date = new Date()): string {
  const diff = dayDifference(value, now);
  if (diff === null) return String(value);
  if (diff === 0) return 'Today';
  if (diff === -1) return 'Yesterday';
  if (diff === 1) return 'Tomorrow';
  if (diff < 0 && diff > -7) return `${-diff} days ago`;
  if (diff > 0 && diff < 7) return `In ${diff} days`;
  return formatDate(value);
}

/** A timestamp with its time, for the audit trail: 'Nov 03, 2026, 14:05:09 UTC'. */
export function formatUtcTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`;
  return `${day}, ${date.toISOString().slice(11, 19)} UTC`;
}

/** Today's calendar date in the reader's time zone, `yyyy-mm-dd` (the minimum of date inputs and the like). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Jan 05, 2027 – Jan 07, 2027", one day alone, or null when no date is set. */
export function dateSpan(start: string | null, end: string | null): string | null {
  if (!start) return end ? `until ${formatDate(end)}` : null;
  return end && end !== start ? `${formatDate(start)} – ${formatDate(end)}` : formatDate(start);
}
