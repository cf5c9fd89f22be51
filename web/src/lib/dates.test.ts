import { describe, expect, it } from 'vitest';
import { dayDifference, formatDate, formatUtcTimestamp, pastDueHint, relativeDate, todayIso } from './dates';

const now = new Date(2026, 10, 23, 15, 30); // Nov 23, 2026, 15:30 local

describe('formatDate', () => {
  it("writes 'MMM dd, yyyy' with a zero-padded day", () => {
    expect(formatDate('2026-11-03')).toBe('Nov 03, 2026');
    expect(formatDate(new Date(2027, 0, 15, 23, 59))).toBe('Jan 15, 2027');
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('shows an unreadable value as given', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('relativeDate', () => {
  it('says Today, Yesterday and N days ago under 7, then the date', () => {
    expect(relativeDate(new Date(2026, 10, 23, 0, 1), now)).toBe('Today');
    expect(relativeDate(new Date(2026, 10, 22, 23, 59), now)).toBe('Yesterday');
    expect(relativeDate('2026-11-21', now)).toBe('2 days ago');
    expect(relativeDate('2026-11-17', now)).toBe('6 days ago');
    expect(relativeDate('2026-11-16', now)).toBe('Nov 16, 2026');
  });

  it('names near future days (a scheduled audit) and dates further out', () => {
    expect(relativeDate('2026-11-24', now)).toBe('Tomorrow');
    expect(relativeDate('2026-11-29', now)).toBe('In 6 days');
    expect(relativeDate('2026-11-30', now)).toBe('Nov 30, 2026');
  });

  it('counts calendar days across a month end', () => {
    expect(dayDifference('2026-10-31', new Date(2026, 10, 1, 8))).toBe(-1);
  });
});

describe('timestamps', () => {
  it('shows trail times in UTC to the second', () => {
    expect(formatUtcTimestamp('2026-11-03T14:05:09.123Z')).toBe('Nov 03, 2026, 14:05:09 UTC');
  });

  it('gives today as a date input value', () => {
    expect(todayIso(now)).toBe('2026-11-23');
  });
});

describe('pastDueHint', () => {
  const now = new Date(2026, 10, 24, 9, 0); // 24 Nov 2026, local time
  it('says so for a date before today, and nothing for today, later or no date', () => {
    expect(pastDueHint('2026-11-23', now)).toBe('This date is in the past: the item will show as overdue at once.');
    expect(pastDueHint('2020-01-01', now)).toMatch(/in the past/);
    expect(pastDueHint('2026-11-24', now)).toBeUndefined();
    expect(pastDueHint('2026-12-01', now)).toBeUndefined();
    expect(pastDueHint('', now)).toBeUndefined();
    expect(pastDueHint(null, now)).toBeUndefined();
  });
});
