import { describe, expect, it } from 'vitest';
import { reasonRefusal } from './reasonForChange';

const MISSING = 'Give a reason for this change';

describe('reason for change', () => {
  const finding = { title: 'Log unsigned', status: 'open', resolution: null, dueDate: null };

  it('asks for one when a recorded value is altered or cleared, with or without a status move', () => {
    expect(reasonRefusal('finding', finding, { title: 'Log incomplete' }, undefined)).toBe(MISSING);
    expect(reasonRefusal('finding', finding, { title: '' }, '  ')).toBe(MISSING);
    expect(reasonRefusal('finding', finding, { status: 'in_progress', title: 'x' }, '')).toBe(MISSING);
    expect(reasonRefusal('finding', finding, { title: 'Log incomplete' }, 'Two pages missing')).toBeNull();
  });

  it('needs none for a status step, the fields that go with it, or a first entry in a blank field', () => {
    expect(reasonRefusal('finding', finding, { status: 'closed', resolution: 'Signed' }, undefined)).toBeNull();
    expect(reasonRefusal('finding', finding, { dueDate: '2027-01-01' }, undefined)).toBeNull();
    expect(reasonRefusal('audit', { progress: 10 }, { progress: 40 }, undefined)).toBeNull();
    expect(reasonRefusal('report', { reviewerId: 'a' }, { reviewerId: 'b' }, undefined)).toBeNull();
    expect(reasonRefusal('audit', { auditorIds: ['a'] }, { auditorIds: ['b'] }, undefined)).toBe(MISSING);
    expect(reasonRefusal('finding', { resolution: 'Signed' }, { resolution: 'Re-signed' }, undefined)).toBe(MISSING);
  });
});
