import { CAREERS_MESSAGES } from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { applicationMessage, applicationPayload, fieldMessage } from './applicationSchema';

const JOB = '3f6c2a1e-8b4d-4c9a-9e2f-1a7b5d0c4e81';

describe('application form messages', () => {
  it('prefers the required-fields message, else the first field message in form order', () => {
    expect(applicationMessage({})).toBeNull();
    expect(
      applicationMessage({
        email: { message: CAREERS_MESSAGES.invalidEmail },
        cover_letter: { message: CAREERS_MESSAGES.required },
      }),
    ).toBe(CAREERS_MESSAGES.required);
    expect(
      applicationMessage({
        resume_url: { message: CAREERS_MESSAGES.invalidUrl },
        email: { message: CAREERS_MESSAGES.invalidEmail },
      }),
    ).toBe(CAREERS_MESSAGES.invalidEmail);
    expect(fieldMessage(CAREERS_MESSAGES.required)).toBeUndefined();
    expect(fieldMessage(CAREERS_MESSAGES.invalidUrl)).toBe(CAREERS_MESSAGES.invalidUrl);
  });

  it('adds job_id only for a role', () => {
    const values = {
      full_name: 'A',
      email: 'a@b.co',
      resume_url: 'https://x.io/cv',
      cover_letter: 'Hi',
      consent: true,
    };
    expect(applicationPayload(values, JOB)).toEqual({ job_id: JOB, ...values });
    expect(applicationPayload(values, null)).toEqual(values);
  });
});
