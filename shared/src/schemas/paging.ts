import * as z from './z';

export const PAGE_LIMIT_MAX = 100;
/** The response header that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** `?limit=&cursor=` of a paged list: limit 1-100, cursor the opaque value of `X-Next-Cursor`. */
export const pageQuerySchema = z.strictObject({
  limit: z.optional(
    z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}` })
      .check(
        z.int(`Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`),
        z.gte(1, `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`),
        z.lte(PAGE_LIMIT_MAX, `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`),
      ),
  ),
  cursor: z.optional(z.string().check(z.maxLength(2000, 'Invalid cursor'))),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
