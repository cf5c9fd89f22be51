import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import type { Group, GroupRouteKey } from '../routes';

/**
 * A schema of the contract: zod classic, or zod/mini where a light group must not carry classic (both are zod 4
 * schemas over `zod/v4/core`, with `parse`/`safeParse` and the same issues and messages).
 */
export type Schema = z.ZodType | ZodMiniType;

/**
 * What a route takes and answers: path parameters, query, JSON body and the 2xx response. A route without
 * `response` answers with a redirect or a file.
 */
export interface RouteContract {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response?: Schema;
}

/** One group's part of the contract: exactly its manifest routes (a missing or foreign route key is a type error). */
export type GroupContract<G extends Group> = { readonly [K in GroupRouteKey<G>]: RouteContract };
