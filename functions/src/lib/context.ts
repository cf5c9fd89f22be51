import type { Context } from 'aws-lambda';
import type { RouteDef } from '@cq/shared';
import type { ApiKeyRole } from '@cq/shared/integrations/schemas';
import type { AuthUser } from './event';

/** A usable API key as a request presents it (found by data/integrations/apiKeys.ts). */
export interface PresentedKey {
  id: string;
  workspaceId: string;
  name: string;
  role: ApiKeyRole;
  createdBy: string;
}

/** What the middy chain learns about a request before the operation runs. */
export interface ApiContext extends Context {
  /** `apiKey`: the request came with an API key, acting for `user` (the key's creator) with the key's role. */
  api: {
    body: unknown;
    route?: RouteDef;
    user: AuthUser | null;
    apiKey?: PresentedKey | null;
    /** A read-only route's caller standing, still being read: the answer waits for it (lib/standing.ts). */
    standing?: Promise<void>;
  };
}
