import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../progress/schemas';
import { SIGNING_MESSAGES } from './rules';

describe('signing refusals and the statement acceptance body', () => {
  it('names the unlock time to the minute, in UTC', () => {
    expect(SIGNING_MESSAGES.locked('2026-11-25T19:42:10.123Z')).toBe(
      'Signing is locked until 2026-11-25 19:42 UTC: 5 wrong passwords were entered within 10 minutes. An administrator has been informed.',
    );
  });

  it('takes the names, or the acceptance on its own, never both or neither', () => {
    expect(profileUpdateSchema.safeParse({ version: 2, firstName: 'Ada', lastName: 'Lovelace' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ version: 2, acceptSignatureStatement: true }).success).toBe(true);
    const issues = (body: unknown) =>
      profileUpdateSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ version: 2, acceptSignatureStatement: false })).toEqual([
      ['acceptSignatureStatement', 'Only true accepts the statement'],
    ]);
    expect(issues({ version: 2, acceptSignatureStatement: true, firstName: 'Ada', lastName: 'L' })).toEqual([
      ['acceptSignatureStatement', 'Send it without names'],
    ]);
    expect(issues({ version: 2, firstName: 'Ada' })).toEqual([['lastName', 'Last name is required']]);
  });
});
