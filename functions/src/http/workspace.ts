import { can, roleRefusal, WORKSPACE_HEADER, type RouteDef, type WorkspaceAction } from '@cq/shared';
import { ForbiddenError, NotFoundError } from '../domain/errors';
import { personalWorkspace, type Workspace } from '../data/core/owner';
import { getMembership } from '../data/orgs/orgs';
import type { ApiEvent, AuthUser } from '../lib/event';

const headerValue = (event: ApiEvent, name: string): string | undefined => {
  const headers = event.headers ?? {};
  const value = headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return value?.trim() || undefined;
};

/**
 * The workspace an owned route acts in and the caller's role there: the personal workspace (no header, or the
 * caller's own id), else the organisation named, checked by one GetItem of the caller's membership. A
 * non-member, a removed member or an unknown id is answered exactly like a missing record (404); a member whose
 * role lacks the route's action gets 403 with the reason.
 */
export async function resolveWorkspace(
  route: RouteDef & { needs: WorkspaceAction },
  user: AuthUser,
  event: ApiEvent,
  params: Record<string, string>,
): Promise<Workspace> {
  const requested = route.workspaceParam ? params[route.workspaceParam] : headerValue(event, WORKSPACE_HEADER);
  if (!route.workspaceParam && (requested === undefined || requested === user.sub)) return personalWorkspace(user);
  if (!requested || requested.length > 100) throw new NotFoundError('Not found');
  const membership = await getMembership(requested, user.sub);
  if (!membership) throw new NotFoundError('Not found');
  if (!can(membership.role, route.needs)) throw new ForbiddenError(roleRefusal(membership.role, route.needs));
  return { workspaceId: requested, actor: user.sub, role: membership.role, orgId: requested };
}
