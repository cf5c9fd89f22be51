/** The words of a list search, lower-cased; at most 8 so one request cannot build an unbounded filter. */
export const searchWords = (q: string): string[] =>
  [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);

/** The lower-cased text a record is searched by (DynamoDB's `contains` is case-sensitive). */
export const searchTextOf = (fields: readonly string[]): string => fields.join(' ').toLowerCase();

/** A filter expression keeping records whose search text holds every word of `q`. */
export const searchCondition = <A>(
  attribute: A,
  q: string,
  { contains }: { contains: (attribute: A, value: string) => string },
): string =>
  searchWords(q)
    .map((word) => contains(attribute, word))
    .join(' AND ');
