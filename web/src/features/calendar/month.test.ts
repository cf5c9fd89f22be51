import { describe, expect, it } from 'vitest';
import { covers, monthTitle, monthWeeks, shiftMonth } from './month';

describe('month grid', () => {
  it('shows whole weeks, Monday first, around the month', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks[0]![0]).toBe('2027-02-01'); // a Monday
    expect(weeks.at(-1)!.at(-1)).toBe('2027-02-28'); // a Sunday
    expect(weeks).toHaveLength(4);
    const march = monthWeeks('2027-03');
    expect(march[0]).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    const jan = monthWeeks('2027-01');
    expect(jan[0]![0]).toBe('2026-12-28');
    expect(jan.at(-1)!.at(-1)).toBe('2027-01-31');
    expect(jan.every((w) => w.length === 7)).toBe(true);
  });

  it('moves between months across years, and names them', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthTitle('2027-01')).toBe('January 2027');
  });

  it('puts an audit on each day from its planned start to its planned end', () => {
    expect(covers('2027-01-05', '2027-01-07', '2027-01-06')).toBe(true);
    expect(covers('2027-01-05', '2027-01-07', '2027-01-08')).toBe(false);
    expect(covers('2027-01-05', null, '2027-01-05')).toBe(true);
    expect(covers('2027-01-05', '2027-01-01', '2027-01-05')).toBe(true);
  });
});
