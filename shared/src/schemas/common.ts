import * as z from './z';
import { withoutDirectionOverrides } from './directionOverrides';
import { tooLongMessage } from './limits';

// In modules of their own so a Lambda reads raw input without building these schemas (or loading zod classic).
export { fieldErrors } from './fieldErrors';
export { honeypotFilled } from './honeypot';

/** The JSON error body every API failure returns; `code` names refusals a screen reacts to (LIMIT_REACHED). */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  // Lenient on read: a field message that is not text is dropped, the rest still reach the form.
  fields: z.optional(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((fields) =>
        Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string')),
      ),
    ),
  ),
  code: z.optional(z.string()),
  correlationId: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Reads an error response's text as `ApiErrorBody`, or null when it is not one (a proxy's HTML page, say). */
export function parseApiErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A trimmed string with an upper bound, so nothing unbounded is ever stored; never with direction overrides. */
export const boundedText = (max: number) =>
  z.string().check(z.overwrite(withoutDirectionOverrides), z.trim(), z.maxLength(max, tooLongMessage(max)));

/**
 * A required, trimmed, bounded string whose every failure (absent, wrong type, blank, too short) shows the
 * one message the form specifies, so the API answers with the spec's words too. Direction overrides are removed
 * first, so a title of nothing else is blank.
 */
export const requiredText = (max: number, message: string, min = 1) =>
  z
    .string({ error: message })
    .check(
      z.overwrite(withoutDirectionOverrides),
      z.trim(),
      z.minLength(min, message),
      z.maxLength(max, tooLongMessage(max)),
    );

/** The hidden `website` field forms carry to catch bots: people never see it, so anything in it means a bot. */
export const honeypotField = z.optional(boundedText(500));
