import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import {
  BUDGET_OPTIONS,
  consultationRequestSchema,
  contactMessageSchema,
  TRIAL_PHASE_OPTIONS,
  URGENCY_OPTIONS,
} from './leads';

const errors = (schema: { safeParse: (v: unknown) => any }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('contactMessageSchema', () => {
  it('trims and accepts a valid message with optional fields absent', () => {
    expect(
      contactMessageSchema.parse({ name: ' Ann ', email: ' ann@example.com ', message: ' Please call me back. ' }),
    ).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Please call me back.',
    });
  });

  it('gives the spec messages', () => {
    expect(errors(contactMessageSchema, { name: '   ', email: 'nope', message: 'too short' })).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      message: 'Please provide a detailed message (minimum 10 characters)',
    });
    expect(errors(contactMessageSchema, {})).toMatchObject({
      name: 'Name is required',
      email: 'Invalid email address',
    });
  });

  it('bounds every text', () => {
    expect(errors(contactMessageSchema, { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) })).toEqual({
      message: 'Must be at most 5\u00a0000 characters',
    });
  });
});

describe('consultationRequestSchema', () => {
  const valid = {
    full_name: 'Dana Reyes',
    company_name: 'Northwind Bio',
    role: 'Head of Clinical Ops',
    email: 'dana@northwind.example',
    trial_phase: 'phase-2',
    scope: 'Mock inspection of two sites before FDA visit',
    preferred_date: '2026-12-03',
    urgency: 'urgent',
  };

  it('defaults nda_required to false', () => {
    expect(consultationRequestSchema.parse(valid).nda_required).toBe(false);
  });

  it('gives the spec messages for every required field', () => {
    expect(errors(consultationRequestSchema, { trial_phase: '', urgency: '', preferred_date: '' })).toEqual({
      full_name: 'Full name is required',
      company_name: 'Company name is required',
      role: 'Role is required',
      email: 'Invalid email address',
      trial_phase: 'Trial phase is required',
      scope: 'Please provide details about your project scope',
      preferred_date: 'Preferred consultation date is required',
      urgency: 'Please select urgency level',
    });
  });

  it('needs a real calendar date and a listed budget', () => {
    expect(errors(consultationRequestSchema, { ...valid, preferred_date: '2026-02-30', budget: 'lots' })).toEqual({
      preferred_date: 'Preferred consultation date is required',
      budget: 'Please select a budget range from the list',
    });
  });

  it('offers the spec options with labels and never an empty value', () => {
    expect(TRIAL_PHASE_OPTIONS.map((o) => o.value)).toEqual([
      'phase-1',
      'phase-2',
      'phase-3',
      'phase-4',
      'pre-clinical',
      'medical-device',
      'other',
    ]);
    expect(URGENCY_OPTIONS.map((o) => o.label)).toEqual([
      'ASAP (within 1 week)',
      'Urgent (2-4 weeks)',
      'Standard (1-2 months)',
      'Planning (3+ months)',
    ]);
    expect(BUDGET_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['under-5k', 'Under $5k'],
      ['5k-15k', '$5k-$15k'],
      ['15k-50k', '$15k-$50k'],
      ['50k-plus', '$50k+'],
      ['discuss', "Let's discuss"],
    ]);
    for (const o of [...TRIAL_PHASE_OPTIONS, ...URGENCY_OPTIONS, ...BUDGET_OPTIONS]) expect(o.value).not.toBe('');
  });
});
