import { z } from 'zod';
import { pageQuerySchema } from '../schemas/paging';

/** Pieces several groups' contracts share. */
export const accepted = z.object({ ok: z.literal(true) });
export const id = z.strictObject({ id: z.string().trim().min(1).max(100) });
/** A paged list with an optional text search. */
export const listSearchQuery = pageQuerySchema.extend({
  q: z.string().trim().max(200, 'Search at most 200 characters').optional(),
});
export const checkoutUrl = z.object({ url: z.string() });
