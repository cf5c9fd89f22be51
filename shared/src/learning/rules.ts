/**
 * The Learning Hub's rules (issue 22), used by the API and mirrored by /learning. A purchase belongs to the
 * buyer's e-mail, as for the SOP Library; only the Learning Hub opens the courses (Pro, the workspace plan, and
 * Professional include no course). A quiz passes at 80 %, retries are allowed; passing issues a certificate whose
 * code anyone may verify.
 */
import { purchaseLive, type PurchaseState } from '../library/rules';
import type { TrainingRecord } from './schemas';

export const LEARNING_PRODUCT = 'learn';

/** Where the 403 sends someone without access: the subscriptions page. */
export const LEARNING_BUY_URL = '/subscriptions';

export const PASS_MARK_PERCENT = 80;

export const LEARNING_MESSAGES = {
  subscriptionRequired: 'This needs the Learning Hub subscription',
  courseNotFound: 'Course not found',
  lessonNotFound: 'Lesson not found',
  certificateNotFound: 'Certificate not found',
  answersRequired: 'Answer every question',
} as const;
export const LEARNING_CODES = { subscriptionRequired: 'SUBSCRIPTION_REQUIRED' } as const;

/** Whether any of the buyer's purchases is a live Learning Hub subscription at `now`. */
export const learningAccess = (purchases: readonly PurchaseState[], now: Date): boolean =>
  purchases.some((p) => p.product === LEARNING_PRODUCT && purchaseLive(p, now));

/** The score in whole percent (rounded down, so 79.9 % never passes) and whether it passes. */
export function quizResult(correct: number, total: number): { score: number; passed: boolean } {
  const score = total > 0 ? Math.floor((correct * 100) / total) : 0;
  return { score, passed: score >= PASS_MARK_PERCENT };
}

/**
 * A certificate's verification code: 80 random bits as 16 Crockford base32 characters in four groups of four
 * (`7K2M-Q9XD-4T1R-B8WN`): no I, L, O or U, so it reads aloud and types without confusion.
 */
export const CERTIFICATE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** The code from 10 random bytes (80 bits, 5 bits a character). */
export function certificateCodeOf(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new Error('A certificate code needs 10 random bytes');
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes.subarray(0, 10)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CERTIFICATE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join('-');
}

/** What someone types, made canonical: upper case, no spaces, O read as 0 and I/L as 1 (Crockford). */
export function normaliseCertificateCode(input: string): string {
  const raw = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return raw.length === 16 ? (raw.match(/.{4}/g) ?? []).join('-') : raw;
}

/** Where a certificate is verified, printed on it. */
export const certificatePath = (code: string) => `/certificates/${code}`;

/**
 * One course of a member's training record in words, as the organisation page and the PDF export print it;
 * `day` writes a date the way each of them does.
 */
export function trainingCourseSummary(c: TrainingRecord['courses'][number], day: (iso: string) => string): string {
  const attempts = `${c.attempts} quiz attempt${c.attempts === 1 ? '' : 's'}`;
  const quiz = c.attempts === 0 ? 'quiz not taken' : `${attempts}, last score ${c.lastScore ?? 0} %`;
  const passed = c.passedAt ? `passed on ${day(c.passedAt)}` : 'not passed';
  const cert = c.certificate ? `, certificate ${c.certificate.code}` : '';
  return `${c.lessonsDone} of ${c.lessonCount} lessons, ${quiz}, ${passed}${cert}`;
}
