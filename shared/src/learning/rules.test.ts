import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE,
  certificateCodeOf,
  learningAccess,
  normaliseCertificateCode,
  quizResult,
  trainingCourseSummary,
} from './rules';

describe('quizResult', () => {
  it('passes at 80 % and rounds down, so 79.x % never passes', () => {
    expect(quizResult(8, 10)).toEqual({ score: 80, passed: true });
    expect(quizResult(7, 10)).toEqual({ score: 70, passed: false });
    expect(quizResult(9, 12)).toEqual({ score: 75, passed: false });
    expect(quizResult(11, 14)).toEqual({ score: 78, passed: false });
    expect(quizResult(0, 0)).toEqual({ score: 0, passed: false });
  });
});

describe('certificate codes', () => {
  it('spells 80 bits as four groups of four Crockford base32 characters', () => {
    expect(certificateCodeOf(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(certificateCodeOf(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const code = certificateCodeOf(Uint8Array.from([0x00, 0x44, 0x32, 0x14, 0xc7, 0x42, 0x54, 0xb6, 0x35, 0xcf]));
    expect(code).toBe('0123-4567-89AB-CDEF');
    expect(code).toMatch(CERTIFICATE_CODE);
    expect(() => certificateCodeOf(new Uint8Array(9))).toThrow();
  });

  it('reads a code as typed: case, spaces and dashes ignored, O as 0 and I or L as 1', () => {
    expect(normaliseCertificateCode(' 7k2m q9xd-4t1r b8wn ')).toBe('7K2M-Q9XD-4T1R-B8WN');
    expect(normaliseCertificateCode('OOOO-IIII-LLLL-0000')).toBe('0000-1111-1111-0000');
    expect(normaliseCertificateCode('short')).not.toMatch(CERTIFICATE_CODE);
  });
});

describe('learningAccess', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const learn = { product: 'learn', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: null };
  it('opens to a live Learning Hub purchase only', () => {
    expect(learningAccess([learn], now)).toBe(true);
    expect(learningAccess([{ ...learn, product: 'sop' }], now)).toBe(false);
    expect(learningAccess([{ ...learn, status: 'canceled' }], now)).toBe(false);
    const ending = { ...learn, cancelAtPeriodEnd: true };
    expect(learningAccess([{ ...ending, currentPeriodEnd: '2026-12-01T00:00:00Z' }], now)).toBe(true);
    expect(learningAccess([{ ...ending, currentPeriodEnd: '2026-11-01T00:00:00Z' }], now)).toBe(false);
  });
});

describe('trainingCourseSummary', () => {
  const course = {
    courseId: 'gcp-basics',
    course: 'GCP basics',
    lessonCount: 4,
    lessonsDone: 4,
    attempts: 1,
    lastScore: 90,
    passedAt: '2026-11-20T10:00:00.000Z',
    certificate: { code: 'AB12-CD34-EF56-GH78', issuedAt: '2026-11-20T10:00:00.000Z' },
  };
  const day = (iso: string) => iso.slice(0, 10);

  it('says one attempt, several attempts and no attempt in words', () => {
    expect(trainingCourseSummary(course, day)).toBe(
      '4 of 4 lessons, 1 quiz attempt, last score 90 %, passed on 2026-11-20, certificate AB12-CD34-EF56-GH78',
    );
    expect(
      trainingCourseSummary({ ...course, attempts: 3, lastScore: 70, passedAt: null, certificate: null }, day),
    ).toBe('4 of 4 lessons, 3 quiz attempts, last score 70 %, not passed');
    expect(
      trainingCourseSummary(
        { ...course, lessonsDone: 1, attempts: 0, lastScore: null, passedAt: null, certificate: null },
        day,
      ),
    ).toBe('1 of 4 lessons, quiz not taken, not passed');
  });
});
