import { LEAD_MESSAGES } from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { intakeFormSchema } from './intakeSchema';
import { localIsoDate, withoutBlanks } from './payload';

const filled = {
  full_name: 'Ada Lovelace',
  company_name: 'Analytical Bio',
  role: 'Head of QA',
  email: 'ada@example.com',
  phone: '',
  trial_phase: 'phase-2',
  scope: 'Mock inspection of two sites before the FDA visit.',
  preferred_date: '2030-05-01',
  nda_required: false,
  review_materials: '',
  urgency: 'urgent',
  budget: '',
  additional_notes: '',
};

describe('intake form schema', () => {
  it('turns the form into the spec payload, leaving out blank optional fields', () => {
    const out = intakeFormSchema.parse(filled);
    expect(out).toEqual({
      full_name: 'Ada Lovelace',
      company_name: 'Analytical Bio',
      role: 'Head of QA',
      email: 'ada@example.com',
      trial_phase: 'phase-2',
      scope: 'Mock inspection of two sites before the FDA visit.',
      preferred_date: '2030-05-01',
      nda_required: false,
      urgency: 'urgent',
    });
    expect(intakeFormSchema.parse({ ...filled, budget: '15k-50k' }).budget).toBe('15k-50k');
  });

  it('carries the honeypot when filled and leaves it out when blank', () => {
    expect(intakeFormSchema.parse({ ...filled, website: '' })).not.toHaveProperty('website');
    expect(intakeFormSchema.parse({ ...filled, website: 'https://spam.example' }).website).toBe('https://spam.example');
  });

  it('gives the spec messages for selects left on their placeholder', () => {
    const result = intakeFormSchema.safeParse({ ...filled, trial_phase: '', urgency: '', preferred_date: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      trial_phase: LEAD_MESSAGES.trialPhaseRequired,
      urgency: LEAD_MESSAGES.urgencyRequired,
      preferred_date: LEAD_MESSAGES.preferredDateRequired,
    });
  });
});

describe('payload helpers', () => {
  it('drops blanks but keeps false', () => {
    expect(withoutBlanks({ a: '', b: undefined, c: false, d: 'x' })).toEqual({ c: false, d: 'x' });
  });
  it('formats a local date', () => {
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
