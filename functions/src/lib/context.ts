import type { Context } from 'aws-lambda';
import type { RouteDef } from '@cq/shared';
import type { AuthUser } from './event';

/** What the middy chain learns about a request before the operation runs. */
export interface ApiContext extends Context {
  api: { body: unknown; route?: RouteDef; user: AuthUser | null };
}
