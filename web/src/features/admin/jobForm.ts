import * as z from '@cq/shared/schemas/z';
import { jobPostInputSchema, type AdminJob, type JobPostInput } from '@cq/shared/admin/schemas';

/** The job form's fields as typed: the lists are one line each in a text box. */
export interface JobFormValues {
  title: string;
  level: string;
  department: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: string;
  qualifications: string;
  niceToHaves: string;
  compensationRange: string;
}

/** The form's fields in the order of the API's schema (the one a field message focuses first). */
export const JOB_FORM_FIELDS = Object.keys(jobPostInputSchema.shape).filter(
  (key): key is keyof JobFormValues => key !== 'isActive',
);

/** A text box's lines, trimmed, blank ones dropped. */
export const splitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The form checked by the API's own schema (same rules, same messages): the text boxes become lists and blank
 * optional fields are left out. A list's message lands on its box (the API names `responsibilities.2`).
 */
export const jobFormSchema = z.pipe(
  z.pipe(
    z.object(
      Object.fromEntries(JOB_FORM_FIELDS.map((f) => [f, z.string()])) as Record<
        keyof JobFormValues,
        z.ZodMiniString<string>
      >,
    ),
    z.transform((v): z.input<typeof jobPostInputSchema> => ({
      title: v.title,
      level: v.level,
      department: v.department,
      location: v.location,
      type: v.type,
      responsibilities: splitLines(v.responsibilities),
      qualifications: splitLines(v.qualifications),
      ...(v.summary.trim() && { summary: v.summary }),
      ...(splitLines(v.niceToHaves).length && { niceToHaves: splitLines(v.niceToHaves) }),
      ...(v.compensationRange.trim() && { compensationRange: v.compensationRange }),
    })),
  ),
  jobPostInputSchema,
);

export const EMPTY_JOB: JobFormValues = {
  title: '',
  level: '',
  department: '',
  location: '',
  type: '',
  summary: '',
  responsibilities: '',
  qualifications: '',
  niceToHaves: '',
  compensationRange: '',
};

export const jobFormValues = ({ responsibilities, qualifications, niceToHaves, ...job }: AdminJob): JobFormValues => ({
  title: job.title,
  level: job.level,
  department: job.department,
  location: job.location,
  type: job.type,
  summary: job.summary,
  compensationRange: job.compensationRange ?? '',
  responsibilities: responsibilities.join('\n'),
  qualifications: qualifications.join('\n'),
  niceToHaves: niceToHaves.join('\n'),
});

/** A field message for a form field from the API's `fields` (`responsibilities.2` → `responsibilities`). */
export function formFieldErrors(fields: Record<string, string>): Partial<Record<keyof JobFormValues, string>> {
  const out: Partial<Record<keyof JobFormValues, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path.split('.')[0] as keyof JobFormValues;
    if (JOB_FORM_FIELDS.includes(name) && !out[name]) out[name] = message;
  }
  return out;
}

export type { JobPostInput };
