import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { isHttpUrl, jobApplicationSchema } from './careers';

const errors = (value: unknown) => {
  const result = jobApplicationSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

const valid = {
  job_id: '3f6c2a1e-8b4d-4c9a-9e2f-1a7b5d0c4e81',
  full_name: 'Sam Patel',
  email: 'sam@example.com',
  resume_url: 'https://drive.example.com/sam-cv.pdf',
  cover_letter: 'I have audited 40 sites.',
  consent: true,
};

describe('jobApplicationSchema', () => {
  it('accepts a job application and a general one (empty or absent job id)', () => {
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, job_id: '' })).toEqual({});
    expect(errors({ ...valid, job_id: undefined, linkedin: '', portfolio: '' })).toEqual({});
  });

  it('needs every required field and consent, with the spec message', () => {
    expect(errors({ full_name: ' ', email: '', resume_url: '', cover_letter: '', consent: false })).toEqual({
      full_name: 'Please complete all required fields.',
      email: 'Please complete all required fields.',
      resume_url: 'Please complete all required fields.',
      cover_letter: 'Please complete all required fields.',
      consent: 'Please complete all required fields.',
    });
  });

  it('checks the e-mail against a simple pattern', () => {
    expect(errors({ ...valid, email: 'sam@example' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(errors({ ...valid, email: 'sam @example.com' })).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('allows only http and https links', () => {
    const bad = 'Please enter a valid http or https URL.';
    expect(
      errors({
        ...valid,
        resume_url: 'javascript:alert(1)',
        linkedin: 'ftp://linkedin.com/in/sam',
        portfolio: 'data:text/html,x',
      }),
    ).toEqual({
      resume_url: bad,
      linkedin: bad,
      portfolio: bad,
    });
  });

  it('refuses a job id that cannot be a job', () => {
    expect(errors({ ...valid, job_id: '../admin' })).toEqual({ job_id: 'Job not found' });
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/sam-patel', true],
    ['http://portfolio.example.org:8080/work?x=1#top', true],
    ['https://localhost/cv', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.com', false],
    ['//example.com', false],
  ])('%s → %s', (url, expected) => expect(isHttpUrl(url)).toBe(expected));
});
