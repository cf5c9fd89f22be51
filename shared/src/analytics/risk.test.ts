import { describe, expect, it } from 'vitest';
import { ratingLabel, riskDisagreement } from './risk';

const evidence = (over: Partial<Parameters<typeof riskDisagreement>[1]> = {}) => ({
  reports: 1,
  findings: 0,
  critical: 0,
  high: 0,
  ...over,
});

describe('riskDisagreement', () => {
  it('flags a low-rated auditee with critical or high findings', () => {
    expect(riskDisagreement('low', evidence({ findings: 2, critical: 1 }))).toBe(
      'Rated low, yet its reports raised critical findings',
    );
    expect(riskDisagreement('low', evidence({ findings: 1, high: 1 }))).toBe(
      'Rated low, yet its reports raised high findings',
    );
  });
  it('flags a high-rated auditee whose reports found nothing', () => {
    expect(riskDisagreement('high', evidence())).toBe('Rated high, yet its reports raised no findings');
    expect(riskDisagreement('high', evidence({ findings: 1 }))).toBeNull();
  });
  it('says nothing without a rating, without a report, or for medium', () => {
    expect(riskDisagreement(null, evidence({ critical: 3, findings: 3 }))).toBeNull();
    expect(riskDisagreement('low', evidence({ reports: 0, critical: 1, findings: 1 }))).toBeNull();
    expect(riskDisagreement('medium', evidence({ critical: 1, findings: 1 }))).toBeNull();
    expect(riskDisagreement('low', evidence({ findings: 3 }))).toBeNull();
  });
  it('labels the rating', () => {
    expect(ratingLabel('low')).toBe('Low');
    expect(ratingLabel(null)).toBe('Not rated');
  });
});
