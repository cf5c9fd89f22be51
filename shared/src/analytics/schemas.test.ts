import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './columns';
import { ANALYTICS_MESSAGES, analyticsQuerySchema, monthsBetween } from './schemas';

describe('monthsBetween', () => {
  it('lists the calendar months a range touches, across a year end', () => {
    expect(monthsBetween('2025-11-30', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
});

describe('analyticsQuerySchema', () => {
  const parse = (q: Record<string, string>) => analyticsQuerySchema.safeParse(q);
  const messages = (q: Record<string, string>) => {
    const r = parse(q);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('takes a range and at most one filter', () => {
    expect(parse({ from: '2026-01-01', to: '2026-12-31', type: 'pharmacy', format: 'csv' }).success).toBe(true);
    expect(messages({ from: '2026-02-01', to: '2026-01-01' })).toEqual([`to: ${ANALYTICS_MESSAGES.order}`]);
    expect(messages({ from: '2020-01-01', to: '2026-01-01' })).toEqual([`from: ${ANALYTICS_MESSAGES.span}`]);
    expect(messages({ from: '2026-01-01', to: '2026-01-02', auditeeId: 'a', auditorId: 'b' })).toEqual([
      `auditeeId: ${ANALYTICS_MESSAGES.oneFilter}`,
    ]);
    expect(messages({ from: 'soon', to: '2026-01-02' })).toEqual([`from: ${ANALYTICS_MESSAGES.from}`]);
  });
});

describe('analyticsCsv', () => {
  it('writes the column labels then the rows, quoting what needs it and leaving null empty', () => {
    expect(
      analyticsCsv('programme', [
        {
          month: '2026-01',
          planned: 2,
          completed: 1,
          completedOnTime: 1,
          onTimeRate: null,
          stillOpen: 1,
          cancelled: 0,
        },
      ]),
    ).toBe(
      'Month,Planned,Completed,Completed on time,On-time rate (%),"Planned, not done",Cancelled\r\n2026-01,2,1,1,,1,0\r\n',
    );
  });
});
