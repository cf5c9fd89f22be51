import * as z from '../schemas/z';
import { pageQuerySchema } from '../schemas/paging';

/** Pieces several groups' contracts share. */
export const accepted = z.object({ ok: z.literal(true) });
export const id = z.strictObject({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
/** A paged list with an optional text search. */
export const listSearchQuery = z.extend(pageQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Search at most 200 characters'))),
});
export const checkoutUrl = z.object({ url: z.string() });
