import type middy from '@middy/core';
import { allows, findRoute } from '@cq/shared';
import { forbidden, routeNotFound, unauthorized } from '../../lib/errors';
import { userFromClaims, type ApiEvent } from '../../lib/event';
import type { ApiContext } from '../../lib/context';

/**
 * Reads the caller from the JWT claims the authorizer vouched for, then applies the manifest's access rule.
 * The authorizer already rejects missing or bad tokens on non-public routes; this guard is the second lock
 * and the only one that knows about staff groups.
 */
export function authGuard(): middy.MiddlewareObj<ApiEvent, unknown, Error, ApiContext> {
  return {
    before: ({ event, context }) => {
      const [method = '', path = ''] = event.routeKey.split(' ');
      const match = findRoute(method, path);
      if (!match.route) throw routeNotFound();
      context.api.route = match.route;
      const user =
        match.route.access === 'public' ? null : userFromClaims(event.requestContext.authorizer?.jwt?.claims);
      context.api.user = user;
      if (match.route.access === 'public') return;
      if (!user) throw unauthorized();
      if (!allows(match.route.access, user.groups)) throw forbidden();
    },
  };
}
