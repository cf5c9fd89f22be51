import type { RouteDef } from '@cq/shared';
import type { ApiContext } from '../lib/context';
import type { ApiEvent, AuthUser } from '../lib/event';
import type { RateLimit } from '../data/core/rateLimit';
import type { Workspace } from '../data/core/owner';

/**
 * What a group's routes need beyond the core chain (http/groupHandler.ts), each piece in a module of its own so a
 * group carries only what its routes use: a group of public redirects (session) carries none of it, nor the table.
 * The core calls these at fixed points of its one dispatch path; `createGroupHandler` refuses at startup a group
 * whose manifest routes or operations need a piece it was not given (and the signed-in layer is a type error to
 * forget on a group with a signed-in route).
 */
export interface Guards {
  /** Counts a 5xx answer for the admin dashboard's health (tableGuards.ts). */
  countServerError?: () => Promise<void>;
  /** A per-client limit an operation declares (`rateLimit`), 429 with Retry-After past it (tableGuards.ts). */
  rateLimit?: (limit: RateLimit, client: string) => Promise<void>;
  /** Signed-in, owned and API-key routes (signedIn.ts). */
  signedIn?: SignedInGuards;
}

export interface SignedInGuards {
  /**
   * The caller of a signed-in route, from the claims the authorizer vouched for or an API key, held against the
   * manifest's access rule (and a deactivated account or revoked staff group); sets `context.api.user`/`apiKey`.
   */
  authenticate: (route: RouteDef, event: ApiEvent, context: ApiContext) => Promise<void>;
  /**
   * Before validation: an API key's own limit, then the workspace an owned route acts in, the caller's membership
   * and role checked (a non-member learns nothing about the route's inputs: 404 like a missing record).
   */
  workspace: (
    route: RouteDef,
    event: ApiEvent,
    context: ApiContext,
    params: Record<string, string>,
  ) => Promise<Workspace | null>;
  /** Once the request is valid: what would write counts against a signed-in person's creates. */
  validated: (route: RouteDef, user: AuthUser | null) => Promise<void>;
  /** Runs the operation with the API key it came by (if any) in scope, for the trail. */
  run: <T>(context: ApiContext, work: () => Promise<T>) => Promise<T>;
}

/** The guards of a group with a signed-in route (http/signedIn.ts). */
export type SignedInLayer = Guards & { signedIn: SignedInGuards };
