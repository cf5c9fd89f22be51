import { describe, expect, it } from 'vitest';
import {
  findingsHref,
  matchesFindingFilter,
  OPEN_CRITICAL_FINDINGS,
  sortFindings,
  type FindingSeverity,
  type FindingStatus,
} from './rules';

const f = (
  severity: FindingSeverity,
  status: FindingStatus,
  dueDate: string | null = null,
  createdAt = '2026-11-01',
) => ({
  severity,
  status,
  dueDate,
  createdAt,
});

describe('the findings list filter', () => {
  it('counts as open every finding not closed, as the dashboard does', () => {
    expect(matchesFindingFilter(f('critical', 'open'), OPEN_CRITICAL_FINDINGS)).toBe(true);
    expect(matchesFindingFilter(f('critical', 'in_progress'), OPEN_CRITICAL_FINDINGS)).toBe(true);
    expect(matchesFindingFilter(f('critical', 'closed'), OPEN_CRITICAL_FINDINGS)).toBe(false);
    expect(matchesFindingFilter(f('high', 'open'), OPEN_CRITICAL_FINDINGS)).toBe(false);
    expect(matchesFindingFilter(f('high', 'closed'), { status: 'closed' })).toBe(true);
    expect(matchesFindingFilter(f('low', 'in_progress'), {})).toBe(true);
  });

  it('puts it in the address, so a link lands filtered', () => {
    expect(findingsHref(OPEN_CRITICAL_FINDINGS)).toBe('/findings?status=open&severity=critical');
    expect(findingsHref({ severity: 'high' })).toBe('/findings?severity=high');
    expect(findingsHref()).toBe('/findings');
  });

  it('sorts the most severe first, then the earliest due (undated last), then the newest', () => {
    const sorted = sortFindings([
      f('low', 'open', '2026-11-02'),
      f('critical', 'open', null, '2026-11-03'),
      f('critical', 'open', '2026-12-01'),
      f('critical', 'open', '2026-11-20'),
      f('critical', 'open', null, '2026-11-05'),
      f('high', 'open'),
    ]);
    expect(sorted.map((x) => [x.severity, x.dueDate, x.createdAt])).toEqual([
      ['critical', '2026-11-20', '2026-11-01'],
      ['critical', '2026-12-01', '2026-11-01'],
      ['critical', null, '2026-11-05'],
      ['critical', null, '2026-11-03'],
      ['high', null, '2026-11-01'],
      ['low', '2026-11-02', '2026-11-01'],
    ]);
  });
});
