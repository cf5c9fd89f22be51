import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidInputError } from '../../domain/errors';
import { env } from '../../lib/env';

export const DEFAULT_PAGE_SIZE = 50;

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  /** Opaque; present only when there is more. */
  next: string | null;
}

const invalidCursor = () => new InvalidInputError('Invalid cursor', { cursor: 'Invalid cursor' });

const sign = (scope: string, payload: string) =>
  createHmac('sha256', env.cursorSecret()).update(`${scope}\n${payload}`).digest('base64url');

/**
 * A cursor is the store's own position, signed for one list (`scope`, e.g. the owner's audits): a forged,
 * altered or foreign cursor fails the signature and is a 400, never a query the table would refuse.
 */
export function encodeCursor(scope: string, position: string): string {
  const payload = Buffer.from(position, 'utf8').toString('base64url');
  return `${payload}.${sign(scope, payload)}`;
}

export function decodeCursor(scope: string, cursor: string): string {
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined) throw invalidCursor();
  const expected = Buffer.from(sign(scope, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCursor();
  return Buffer.from(payload, 'base64url').toString('utf8');
}

/** What a page's Query is run with: ElectroDB `go()` options, passed on whole. */
export interface PageQueryOptions {
  limit: number;
  cursor: string | null;
  /**
   * ElectroDB builds an error (and its stack) before every call, for the case it fails; a list would pay for it
   * on every request. A failed read throws the SDK's own error instead, which the error middleware reads the same.
   */
  originalErr: true;
}

/**
 * How many Query calls one page may make when a filter drops items: enough for a filter that keeps one item in
 * five to fill a page, while a request still reads at most this many times `limit + 1` items.
 */
export const MAX_READS_PER_PAGE = 5;

/**
 * One page of a Query, `limit` items at most. Each call reads `limit + 1` items; when a filter on the Query drops
 * some (DynamoDB applies Limit before the filter), the next call reads on from where the last stopped, up to
 * MAX_READS_PER_PAGE calls, so a page may hold fewer items and still have a next one. The position handed out is
 * that of the last item returned (`positionOf`, the entity's own cursor), or where the reads stopped.
 */
export async function readPage<T>(
  scope: string,
  request: PageRequest,
  query: (options: PageQueryOptions) => Promise<{ data: T[]; cursor?: string | null }>,
  positionOf: (item: T) => string,
): Promise<Page<T>> {
  const limit = request.limit ?? DEFAULT_PAGE_SIZE;
  let cursor = request.cursor ? decodeCursor(scope, request.cursor) : null;
  const items: T[] = [];
  for (let reads = 0; reads < MAX_READS_PER_PAGE; reads += 1) {
    const { data, cursor: after } = await query({ limit: limit + 1, cursor, originalErr: true });
    for (const item of data) {
      if (items.length === limit) return { items, next: encodeCursor(scope, positionOf(items[limit - 1]!)) };
      items.push(item);
    }
    if (!after) return { items, next: null };
    cursor = after;
  }
  return { items, next: encodeCursor(scope, cursor!) };
}
