import { describe, expect, it } from 'vitest';
import { employmentType, jobPostingJsonLd, parseSalaryRange } from './jobPosting';
import type { JobPost } from './schemas/careers';
import { SITE } from './site';

const job: JobPost = {
  id: '3f6c2a1e-8b4d-4c9a-9e2f-1a7b5d0c4e81',
  title: 'Senior GCP Auditor',
  level: 'Senior',
  department: 'Quality Assurance',
  location: 'Remote (US)',
  type: 'Full-time',
  summary: 'Lead audits.',
  responsibilities: ['Audit sites', 'Write reports'],
  qualifications: ['7+ years'],
  niceToHaves: [],
  compensationRange: '$120,000 – $150,000',
  postedAt: '2026-11-19T10:00:00.000Z',
  isActive: true,
};

describe('employmentType', () => {
  it.each([
    ['Full-time', 'FULL_TIME'],
    ['FULL TIME', 'FULL_TIME'],
    ['full-time contract', 'FULL_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Part-time', 'CONTRACTOR'],
    ['', 'CONTRACTOR'],
  ])('%s → %s', (type, expected) => expect(employmentType(type)).toBe(expected));
});

describe('parseSalaryRange', () => {
  it('reads a yearly dollar range with an en dash and thousands separators', () => {
    expect(parseSalaryRange('$120,000 – $150,000')).toEqual({ minValue: 120000, maxValue: 150000, unitText: 'YEAR' });
  });
  it('reads k suffixes, hyphens and a single amount', () => {
    expect(parseSalaryRange('$95k-$110k')).toEqual({ minValue: 95000, maxValue: 110000, unitText: 'YEAR' });
    expect(parseSalaryRange('$90,000')).toEqual({ minValue: 90000, maxValue: 90000, unitText: 'YEAR' });
  });
  it('keeps an explicitly hourly range hourly', () => {
    expect(parseSalaryRange('$35 – $45 per hour')).toEqual({ minValue: 35, maxValue: 45, unitText: 'HOUR' });
    expect(parseSalaryRange('$60-$75/hr')).toMatchObject({ unitText: 'HOUR' });
  });
  it('gives null when there is nothing to read', () => {
    expect(parseSalaryRange(undefined)).toBeNull();
    expect(parseSalaryRange('')).toBeNull();
    expect(parseSalaryRange('Competitive')).toBeNull();
  });
});

describe('jobPostingJsonLd', () => {
  const data = jobPostingJsonLd(job, { origin: 'https://clarity.example/' });

  it('describes a remote full-time role of the firm with a yearly USD salary', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior GCP Auditor',
      datePosted: '2026-11-19',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
      hiringOrganization: {
        '@type': 'Organization',
        name: SITE.brandName,
        legalName: SITE.legalName,
        sameAs: 'https://clarity.example',
      },
      url: `https://clarity.example/careers/${job.id}`,
      identifier: { '@type': 'PropertyValue', value: job.id },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 120000, maxValue: 150000, unitText: 'YEAR' },
      },
    });
  });

  it('builds a plain-text description from summary and lists, leaving out empty lists', () => {
    expect(data.description).toBe(
      'Lead audits.\n\nResponsibilities:\n- Audit sites\n- Write reports\n\nQualifications:\n- 7+ years',
    );
  });

  it('marks a contract role CONTRACTOR and leaves out the salary when no range is given', () => {
    const contract = jobPostingJsonLd(
      { ...job, type: 'Contract', compensationRange: undefined, location: 'Remote' },
      { origin: '' },
    );
    expect(contract.employmentType).toBe('CONTRACTOR');
    expect(contract).not.toHaveProperty('baseSalary');
    expect(contract).not.toHaveProperty('applicantLocationRequirements');
    expect(contract).not.toHaveProperty('url');
  });
});
