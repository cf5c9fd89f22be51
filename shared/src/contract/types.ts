import type * as z from '../schemas/z';
import type { Group, GroupRouteKey } from '../routes';

/** A schema of the contract (zod/mini: shared/src/schemas/z.ts). */
export type Schema = z.ZodMiniType;

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
