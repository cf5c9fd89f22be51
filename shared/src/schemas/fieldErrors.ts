import type { $ZodError } from 'zod/v4/core';

/** Turns zod issues (classic or mini) into `{ field: first message }`, the shape forms and API errors share. */
export function fieldErrors(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
