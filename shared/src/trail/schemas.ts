import * as z from '../schemas/z';
import { boundedText } from '../schemas/common';
import { REPORT_MESSAGES } from '../reports/schemas';
import { TRAIL_REVIEW_RESULTS, type TrailReviewResult } from './constants';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { TRAIL_REVIEW_RESULTS, type TrailReviewResult } from './constants';

/**
 * Trail export and periodic review (21 CFR 11.10(b), Annex 11 §9): a workspace's owner, admin or reviewer takes
 * a record's trail, or every entry of a date range, as CSV or PDF, and signs a review of a range.
 */

/** The longest range one export or review covers: a quarter, read one UTC day at a time. */
export const TRAIL_RANGE_MAX_DAYS = 92;
/** Entries one export may hold; a busier range is refused with a message to choose a shorter one. */
export const TRAIL_EXPORT_MAX_ENTRIES = 5000;

export const TRAIL_MESSAGES = {
  fromRequired: 'From must be a date (YYYY-MM-DD)',
  toRequired: 'To must be a date (YYYY-MM-DD)',
  toBeforeFrom: 'To cannot be before From',
  rangeTooLong: `Choose at most ${TRAIL_RANGE_MAX_DAYS} days`,
  inFuture: 'The range cannot end after today',
  tooManyEntries: `This range holds more than ${TRAIL_EXPORT_MAX_ENTRIES} trail entries: choose a shorter one`,
  resultRequired: 'Choose the result of the review',
  notesRequired: 'Describe what was found',
  wrongPassword: 'The password is not correct. The review was not recorded.',
} as const;

export const TRAIL_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type TrailExportFormat = (typeof TRAIL_EXPORT_FORMATS)[number];
const format = z.enum(TRAIL_EXPORT_FORMATS, { error: 'Format must be csv or pdf' });

/** The records whose trail can be exported by id, as the address names them. */
export const TRAIL_RECORD_TYPES = ['audit', 'finding', 'report', 'capa', 'auditee', 'study'] as const;
export type TrailRecordType = (typeof TRAIL_RECORD_TYPES)[number];

const day = (message: string) => z.iso.date({ error: message });

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A range's refusal on its field, or null: ordered, at most TRAIL_RANGE_MAX_DAYS, not ending after today. */
export function rangeProblem(from: string, to: string, today: string): { field: 'to'; message: string } | null {
  if (to < from) return { field: 'to', message: TRAIL_MESSAGES.toBeforeFrom };
  if (daysInRange(from, to) > TRAIL_RANGE_MAX_DAYS) return { field: 'to', message: TRAIL_MESSAGES.rangeTooLong };
  if (to > today) return { field: 'to', message: TRAIL_MESSAGES.inFuture };
  return null;
}

const range = {
  from: day(TRAIL_MESSAGES.fromRequired),
  to: day(TRAIL_MESSAGES.toRequired),
};

const checkedRange = <T extends { from: string; to: string }>(v: T, ctx: z.core.$RefinementCtx) => {
  const problem = rangeProblem(v.from, v.to, new Date().toISOString().slice(0, 10));
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

/** `GET /api/trail/export?from=&to=&format=`: every entry of the workspace's records in the range (UTC days). */
export const trailRangeExportQuerySchema = z.strictObject({ ...range, format }).check(z.superRefine(checkedRange));
export type TrailRangeExportQuery = z.output<typeof trailRangeExportQuerySchema>;

/** `GET /api/trail/records/{type}/{id}/export?format=`. */
export const trailRecordParamsSchema = z.strictObject({
  type: z.enum(TRAIL_RECORD_TYPES, { error: `Type must be one of ${TRAIL_RECORD_TYPES.join(', ')}` }),
  id: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const trailRecordExportQuerySchema = z.strictObject({ format });

export const TRAIL_REVIEW_RESULT_LABELS: Record<TrailReviewResult, string> = {
  no_issues: 'No issues found',
  issues_found: 'Issues found',
};
export const TRAIL_REVIEW_NOTES_MAX = 2000;
/** What the reviewer's signature means (21 CFR 11.50(a)(3)). */
export const TRAIL_REVIEW_MEANING = 'Reviewed';

/** `POST /api/trail/reviews`: the range reviewed, the result, notes, and the signature (password again). */
export const trailReviewCreateSchema = z
  .strictObject({
    ...range,
    result: z.enum(TRAIL_REVIEW_RESULTS, { error: TRAIL_MESSAGES.resultRequired }),
    notes: z._default(boundedText(TRAIL_REVIEW_NOTES_MAX), ''),
    password: z
      .string({ error: REPORT_MESSAGES.passwordRequired })
      .check(z.minLength(1, REPORT_MESSAGES.passwordRequired), z.maxLength(256)),
  })
  .check(
    z.superRefine(checkedRange),
    z.superRefine((v, ctx) => {
      if (v.result === 'issues_found' && !v.notes) {
        ctx.addIssue({ code: 'custom', path: ['notes'], message: TRAIL_MESSAGES.notesRequired });
      }
    }),
  );
export type TrailReviewCreateInput = z.input<typeof trailReviewCreateSchema>;
export type TrailReviewCreate = z.output<typeof trailReviewCreateSchema>;

/** A recorded review as the API returns it, with its signature. */
export const trailReviewSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  result: z.enum(TRAIL_REVIEW_RESULTS),
  notes: z.string(),
  /** Entries in the range when it was signed. */
  entries: z.int(),
  signature: z.object({
    signerId: z.string(),
    printedName: z.string(),
    email: z.string(),
    meaning: z.string(),
    signedAt: z.string(),
  }),
});
export type TrailReview = z.infer<typeof trailReviewSchema>;
