import { describe, expect, it } from 'vitest';
import { reportResponsesSchema, CHECKLIST_NOTES_MAX } from '../reports/schemas';
import { fieldErrors } from './common';
import { characterCount, formatCount, isTooLong, measuredLength, tooLongMessage } from './limits';

describe('text limits', () => {
  it('groups thousands with a no-break space', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1980)).toBe('1\u00a0980');
    expect(formatCount(2000)).toBe('2\u00a0000');
    expect(formatCount(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatCount(-1980.6)).toBe('-1\u00a0980');
  });

  it('counts as the schemas measure: trimmed', () => {
    expect(measuredLength('  abc \n')).toBe(3);
    expect(measuredLength(undefined)).toBe(0);
    expect(characterCount('x'.repeat(1980), 2000)).toBe('1\u00a0980 / 2\u00a0000');
    expect(isTooLong('x'.repeat(2000), 2000)).toBe(false);
    expect(isTooLong(`${'x'.repeat(2000)}   `, 2000)).toBe(false);
    expect(isTooLong('x'.repeat(2001), 2000)).toBe(true);
  });

  it('is the message the API refuses an over-long field with', () => {
    const body = (notes: string) => ({
      version: 1,
      responses: [{ questionId: 'site-1', response: 'non_compliant', notes }],
    });
    expect(reportResponsesSchema.safeParse(body('x'.repeat(CHECKLIST_NOTES_MAX))).success).toBe(true);
    const refused = reportResponsesSchema.safeParse(body('x'.repeat(CHECKLIST_NOTES_MAX + 1)));
    expect(refused.success).toBe(false);
    expect(fieldErrors(refused.error!)).toEqual({ 'responses.0.notes': tooLongMessage(2000) });
    expect(tooLongMessage(2000)).toBe('Must be at most 2\u00a0000 characters');
  });
});
