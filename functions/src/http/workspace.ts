import { can, roleRefusal, WORKSPACE_HEADER, type RouteDef, type WorkspaceAction } from '@cq/shared';
import { API_KEY_MESSAGES } from '@cq/shared/integrations/schemas';
import { ForbiddenError, NotFoundError } from '../domain/errors';
import { personalWorkspace, type Workspace } from '../data/core/owner';
import { getMembership } from '../data/orgs/orgs';
import type { ApiEvent, AuthUser } from '../lib/event';
import { unauthorized } from '../lib/errors';
import type { PresentedKey } from '../data/integrations/apiKeys';
import { requirePro } from '../data/orgs/workspacePlan';

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

/**
 * The workspace a request made with an API key acts in: the key's own, with the key's role. Naming another
 * workspace in the header is answered like a missing record (404). The key works while its creator may still
 * manage keys there (an owner or admin of the organisation; always, for their personal workspace) and while the
 * workspace is on Pro; the key's role must allow the route's action (403 with the reason).
 */
export async function resolveKeyWorkspace(
  route: RouteDef & { needs: WorkspaceAction },
  key: PresentedKey,
  event: ApiEvent,
): Promise<Workspace> {
  const requested = headerValue(event, WORKSPACE_HEADER);
  if (requested !== undefined && requested !== key.workspaceId) throw new NotFoundError('Not found');
  const orgId = key.workspaceId === key.createdBy ? null : key.workspaceId;
  if (orgId) {
    const creator = await getMembership(orgId, key.createdBy);
    if (!creator || !can(creator.role, 'manage')) throw unauthorized(API_KEY_MESSAGES.invalid);
  }
  const workspace: Workspace = { workspaceId: key.workspaceId, actor: key.createdBy, role: key.role, orgId };
  await requirePro(workspace, API_KEY_MESSAGES.proOnly);
  if (!can(key.role, route.needs)) throw new ForbiddenError(roleRefusal(key.role, route.needs));
  return workspace;
}
