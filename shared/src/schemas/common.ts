import { z } from 'zod';

/** The JSON error body every API failure returns. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
  correlationId?: string;
}

/** A trimmed string with an upper bound, so nothing unbounded is ever stored. */
export const boundedText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Turns zod issues into `{ field: first message }`, the shape forms and API errors share. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
