import { describe, expect, it } from 'vitest';
import { userProfile } from '@/test/browser';
import { isAdmin, timeAgo } from './display';
import { jobFormSchema, EMPTY_JOB, splitLines } from './jobForm';

describe('timeAgo', () => {
  const now = new Date('2026-11-23T21:00:00.000Z');
  it.each([
    ['2026-11-23T20:59:30.000Z', 'just now'],
    ['2026-11-23T20:55:00.000Z', '5 minutes ago'],
    ['2026-11-23T19:00:00.000Z', '2 hours ago'],
    ['2026-11-22T20:00:00.000Z', 'yesterday'],
    ['2026-11-09T21:00:00.000Z', '2 weeks ago'],
  ])('%s is %s', (value, text) => expect(timeAgo(value, now)).toBe(text));

  it('gives an unreadable value back as it came', () => expect(timeAgo('soon', now)).toBe('soon'));
});

describe('isAdmin', () => {
  it('is the admin group or role, not editor or user', () => {
    expect(isAdmin(userProfile({ role: 'admin', groups: ['admin'] }))).toBe(true);
    expect(isAdmin(userProfile({ role: 'user', groups: ['admin'] }))).toBe(true);
    expect(isAdmin(userProfile({ role: 'editor', groups: ['editor'] }))).toBe(false);
    expect(isAdmin(userProfile())).toBe(false);
  });
});

describe('the job form', () => {
  it('splits lists by line, dropping blank lines', () => {
    expect(splitLines(' Plan audits \r\n\n  Write reports\n')).toEqual(['Plan audits', 'Write reports']);
  });

  it('becomes the API body, blank optional fields left out', () => {
    const parsed = jobFormSchema.parse({
      ...EMPTY_JOB,
      title: ' CAPA Specialist ',
      level: 'Mid',
      department: 'Quality',
      location: 'Remote',
      type: 'Contract',
      responsibilities: 'Track CAPA\n\nVerify fixes',
      qualifications: 'ICH E6(R3)',
      niceToHaves: '\n',
    });
    expect(parsed).toEqual({
      title: 'CAPA Specialist',
      level: 'Mid',
      department: 'Quality',
      location: 'Remote',
      type: 'Contract',
      responsibilities: ['Track CAPA', 'Verify fixes'],
      qualifications: ['ICH E6(R3)'],
    });
  });

  it("answers with the API schema's messages, on the form's fields", () => {
    const result = jobFormSchema.safeParse(EMPTY_JOB);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      title: 'Title is required',
      level: 'Level is required',
      responsibilities: 'Add at least one responsibility',
      qualifications: 'Add at least one qualification',
    });
  });
});
