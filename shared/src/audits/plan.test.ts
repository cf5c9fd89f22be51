import { describe, expect, it } from 'vitest';
import { alignScheduledDate, auditPlanViolation, earliestToday, type AuditPlanDates } from './plan';

const dates = (over: Partial<AuditPlanDates> = {}): AuditPlanDates => ({
  plannedStart: null,
  plannedEnd: null,
  actualStart: null,
  actualEnd: null,
  ...over,
});

describe('auditPlanViolation', () => {
  const today = '2026-11-25';

  it('refuses a scheduled audit planned before today, on creation and on a move or a new start', () => {
    const past = { status: 'scheduled', ...dates({ plannedStart: '2026-11-24' }) };
    expect(auditPlanViolation(null, past, today)).toEqual({
      field: 'plannedStart',
      message: 'Planned start date cannot be in the past',
    });
    expect(auditPlanViolation({ ...past, status: 'draft' }, past, today)?.field).toBe('plannedStart');
    expect(auditPlanViolation({ ...past, plannedStart: '2026-12-01' }, past, today)?.field).toBe('plannedStart');
    expect(auditPlanViolation(null, { ...past, plannedStart: today }, today)).toBeNull();
  });

  it('keeps a past start for a draft, and for a scheduled audit whose start and status do not change', () => {
    const past = { status: 'scheduled', ...dates({ plannedStart: '2026-10-01' }) };
    expect(auditPlanViolation(null, { ...past, status: 'draft' }, today)).toBeNull();
    expect(auditPlanViolation(past, past, today)).toBeNull();
  });

  it('wants each end on or after its start', () => {
    const plan = (over: Partial<AuditPlanDates>) =>
      auditPlanViolation(null, { status: 'draft', ...dates(over) }, today);
    expect(plan({ plannedStart: '2027-01-02', plannedEnd: '2027-01-01' })).toEqual({
      field: 'plannedEnd',
      message: 'Planned end date cannot be before the planned start date',
    });
    expect(plan({ plannedStart: '2027-01-02', plannedEnd: '2027-01-02' })).toBeNull();
    expect(plan({ actualStart: '2027-01-02', actualEnd: '2027-01-01' })).toEqual({
      field: 'actualEnd',
      message: 'Actual end date cannot be before the actual start date',
    });
    expect(plan({ plannedEnd: '2020-01-01' })).toBeNull();
  });
});

describe('alignScheduledDate', () => {
  it('mirrors whichever of scheduledDate and plannedStart a change names', () => {
    expect(alignScheduledDate(null, { plannedStart: '2027-01-05' })).toEqual({
      plannedStart: '2027-01-05',
      scheduledDate: '2027-01-05',
    });
    expect(alignScheduledDate(null, { scheduledDate: '2027-01-05T09:00:00Z' })).toEqual({
      plannedStart: '2027-01-05',
      scheduledDate: '2027-01-05T09:00:00Z',
    });
    const current = { scheduledDate: '2027-01-05T09:00:00Z', plannedStart: '2027-01-05' };
    expect(alignScheduledDate(current, { plannedStart: '2027-01-05' }).scheduledDate).toBe('2027-01-05T09:00:00Z');
    expect(alignScheduledDate(current, { plannedStart: null })).toEqual({ plannedStart: null, scheduledDate: null });
    expect(alignScheduledDate(current, {})).toEqual(current);
    expect(alignScheduledDate(null, { scheduledDate: '2027-01-05', plannedStart: '2027-01-06' })).toEqual({
      scheduledDate: '2027-01-05',
      plannedStart: '2027-01-06',
    });
  });
});

describe('earliestToday', () => {
  it('is the calendar day twelve hours behind UTC', () => {
    expect(earliestToday(new Date('2026-11-25T11:59:00Z'))).toBe('2026-11-24');
    expect(earliestToday(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
  });
});
