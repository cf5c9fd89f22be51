import * as z from './z';
import { boundedText, honeypotField } from './common';
import { tooLongMessage } from './limits';
import { CAREERS_MESSAGES } from './careersMessages';
// Plain messages, kept apart from the schemas: code that only words an error builds no careers schema.
export { CAREERS_MESSAGES } from './careersMessages';

/** A job post as the API returns it. */
export const jobPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  level: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.string(),
  summary: z.string(),
  responsibilities: z.array(z.string()),
  qualifications: z.array(z.string()),
  niceToHaves: z.array(z.string()),
  compensationRange: z.optional(z.string()),
  postedAt: z.iso.datetime({ offset: true }),
  isActive: z.boolean(),
});
export type JobPost = z.infer<typeof jobPostSchema>;

/** "Simple address pattern" of the spec: something@something.something, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Only web links: a `javascript:` or `data:` URL must never reach a staff member's mail or screen as a link.
 * A pattern rather than `new URL`, because shared code has no DOM or Node globals: scheme, a dotted host
 * (optionally with a port), then anything without whitespace.
 */
const HTTP_URL = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const isHttpUrl = (value: string): boolean => HTTP_URL.test(value);

const OPTIONAL_UUID = /^$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cover letter's limit: counted in the form, refused past it (never cut). */
export const COVER_LETTER_MAX = 10_000;

const required = (max: number) =>
  z
    .string({ error: CAREERS_MESSAGES.required })
    .check(z.trim(), z.minLength(1, CAREERS_MESSAGES.required), z.maxLength(max, tooLongMessage(max)));
const httpUrl = (schema: z.ZodMiniString) =>
  schema.check(z.refine((v) => v === '' || isHttpUrl(v), CAREERS_MESSAGES.invalidUrl));

/**
 * Job application form (/careers/apply) and `POST /api/careers/apply`. An empty or absent `job_id` is a
 * general application. `website` is the honeypot: the browser fakes success and so does the server.
 */
export const jobApplicationSchema = z.strictObject({
  job_id: z.optional(
    z
      .string({ error: CAREERS_MESSAGES.jobNotFound })
      .check(z.trim(), z.regex(OPTIONAL_UUID, CAREERS_MESSAGES.jobNotFound)),
  ),
  full_name: required(200),
  email: required(254).check(z.regex(SIMPLE_EMAIL, CAREERS_MESSAGES.invalidEmail)),
  linkedin: z.optional(httpUrl(boundedText(2000))),
  portfolio: z.optional(httpUrl(boundedText(2000))),
  resume_url: httpUrl(required(2000)),
  cover_letter: required(COVER_LETTER_MAX),
  consent: z.boolean({ error: CAREERS_MESSAGES.required }).check(z.refine((v) => v, CAREERS_MESSAGES.required)),
  website: honeypotField,
});
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplication = z.output<typeof jobApplicationSchema>;

/** What `POST /api/careers/apply` answers on success (the page reads `ok`), and what a filled honeypot gets. */
export const APPLICATION_ACCEPTED = { ok: true } as const;
