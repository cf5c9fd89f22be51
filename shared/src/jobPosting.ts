import type { JobPost } from './schemas/careers';
import { SITE } from './site';

export interface JobPostingSite {
  /** The public origin, e.g. `https://clarityclinicalqa.com`; links in the data are built on it. */
  origin: string;
}

export interface SalaryRange {
  minValue: number;
  maxValue: number;
  unitText: 'YEAR' | 'HOUR';
}

/**
 * Reads a range such as '$120,000 – $150,000', '$95k-$110k' or '$60 - $75 per hour' (a single amount gives
 * min = max). The spec's structured data is yearly; an explicitly hourly range stays hourly, because calling
 * $60 a yearly salary would be false data. Null when no amount can be read.
 */
export function parseSalaryRange(text: string | undefined): SalaryRange | null {
  if (!text) return null;
  const amounts = [...text.matchAll(/\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/gi)]
    .map((m) => Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (amounts.length === 0) return null;
  const unitText = /\b(hour|hourly|hr)\b|\/\s*h\b/i.test(text) ? 'HOUR' : 'YEAR';
  return { minValue: Math.min(...amounts), maxValue: Math.max(...amounts), unitText };
}

/** Spec §9: full time when the type text contains FULL, otherwise contractor. */
export const employmentType = (type: string): 'FULL_TIME' | 'CONTRACTOR' =>
  type.toUpperCase().includes('FULL') ? 'FULL_TIME' : 'CONTRACTOR';

function description(job: JobPost): string {
  const list = (title: string, items: readonly string[]) =>
    items.length ? `${title}:\n${items.map((i) => `- ${i}`).join('\n')}` : '';
  return [
    job.summary,
    list('Responsibilities', job.responsibilities),
    list('Qualifications', job.qualifications),
    list('Nice to have', job.niceToHaves),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** schema.org JobPosting for one role: remote work, employment type and a USD salary when a range is given. */
export function jobPostingJsonLd(job: JobPost, site: JobPostingSite): Record<string, unknown> {
  const origin = site.origin.replace(/\/+$/, '');
  const salary = parseSalaryRange(job.compensationRange);
  const inUs = /\b(US|USA|United States)\b/.test(job.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: description(job),
    identifier: { '@type': 'PropertyValue', name: SITE.brandName, value: job.id },
    datePosted: job.postedAt.slice(0, 10),
    employmentType: employmentType(job.type),
    jobLocationType: 'TELECOMMUTE',
    ...(inUs ? { applicantLocationRequirements: { '@type': 'Country', name: 'US' } } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: SITE.brandName,
      legalName: SITE.legalName,
      ...(origin ? { sameAs: origin } : {}),
      email: SITE.careersEmail,
    },
    ...(origin ? { url: `${origin}/careers/${job.id}` } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.minValue,
              maxValue: salary.maxValue,
              unitText: salary.unitText,
            },
          },
        }
      : {}),
  };
}
