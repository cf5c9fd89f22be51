import * as z from '../schemas/z';
import { SOP_AREA_IDS } from './rules';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { SOP_STATUSES } from './constants';

export const revisionSchema = z.object({
  version: z.string(),
  date: z.string(),
  change: z.string(),
});

/** One SOP's text: the sections every template has. */
export const sopBodySchema = z.object({
  purpose: z.string(),
  scope: z.string(),
  responsibilities: z.array(z.object({ role: z.string(), duty: z.string() })),
  procedure: z.array(z.object({ heading: z.string(), steps: z.array(z.string()) })),
  records: z.array(z.string()),
  references: z.array(z.string()),
  revisionHistory: z.array(revisionSchema),
});
export type SopBody = z.infer<typeof sopBodySchema>;

/** `GET /api/library/sops`: the current approved version of each SOP, without its text. */
export const sopSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  area: z.enum(SOP_AREA_IDS),
  summary: z.string(),
  version: z.string(),
  effectiveDate: z.string(),
  nextReviewDate: z.string(),
});
export type SopSummary = z.infer<typeof sopSummarySchema>;

/** `GET /api/library/sops/{id}`: the version in force whole, and the ones it replaced (in force once, not now). */
export const sopSchema = z.extend(sopSummarySchema, {
  body: sopBodySchema,
  superseded: z.array(z.object({ version: z.string(), effectiveDate: z.string() })),
  /** What the caller's plan allows: null downloads left means no cap (SOP Library). */
  downloads: z.object({ remaining: z.nullable(z.int()), resetsOn: z.nullable(z.string()) }),
});
export type Sop = z.infer<typeof sopSchema>;

export const sopListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Search at most 200 characters'))),
  area: z.optional(z.enum(SOP_AREA_IDS, { error: 'Unknown area' })),
});

export const sopDownloadQuerySchema = z.object({
  format: z.enum(['docx', 'pdf'], { error: 'Choose docx or pdf' }),
});
