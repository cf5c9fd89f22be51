import { CAREERS_MESSAGES, jobApplicationSchema } from '@cq/shared/schemas/careers';
import * as z from '@cq/shared/schemas/z';

/** The form's fields: the shared application schema without `job_id`, which comes from the address. */
export const applicationFormSchema = z.omit(jobApplicationSchema, { job_id: true });
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

export const APPLICATION_FIELDS = [
  'full_name',
  'email',
  'linkedin',
  'portfolio',
  'resume_url',
  'cover_letter',
  'consent',
] as const satisfies readonly (keyof ApplicationFormValues)[];
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

type Errors = Partial<Record<ApplicationField, { message?: string } | undefined>>;

/**
 * The one form-level message (spec §5): any missing required field gives 'Please complete all required fields.';
 * otherwise the first field's message in form order ('Please enter a valid email address.', a bad link).
 */
export function applicationMessage(errors: Errors): string | null {
  const messages = APPLICATION_FIELDS.map((f) => errors[f]?.message).filter((m): m is string => Boolean(m));
  if (!messages.length) return null;
  return messages.includes(CAREERS_MESSAGES.required) ? CAREERS_MESSAGES.required : messages[0]!;
}

/** A field repeats its own message only when it says more than the form-level 'complete all required fields'. */
export const fieldMessage = (message: string | undefined): string | undefined =>
  message === CAREERS_MESSAGES.required ? undefined : message;

/** The spec §7 payload: `job_id` only for a role (absent = general application). */
export const applicationPayload = (values: ApplicationFormOutput, jobId: string | null) => ({
  ...(jobId ? { job_id: jobId } : {}),
  ...values,
});
