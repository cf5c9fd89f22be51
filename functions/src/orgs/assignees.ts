import { ASSIGNEE_NEEDS, can, ORG_MESSAGES, type AssigneeField, type OrgRole } from '@cq/shared';
import { InvalidInputError } from '../domain/errors';
import type { Workspace } from '../data/core/owner';
import { listMembers } from '../data/orgs/orgs';

/** The people a workspace can assign, with their roles: its members (one Query, at most the member cap), or its owner. */
export async function memberRoles(workspace: Workspace): Promise<Map<string, OrgRole>> {
  if (!workspace.orgId) return new Map([[workspace.actor, 'owner']]);
  return new Map((await listMembers(workspace.orgId)).map((m) => [m.userId, m.role]));
}

/**
 * Assignment fields name members of the workspace whose role can do the work (ASSIGNEE_NEEDS): 400 with the
 * field's message otherwise. Fields left out (undefined) or cleared (null, []) need no check; callers pass only
 * what changes, so a member whose role changed later does not block edits of other fields.
 */
export async function checkAssignees(
  workspace: Workspace,
  fields: Partial<Record<AssigneeField, string | readonly string[] | null | undefined>>,
): Promise<void> {
  const named = (Object.entries(fields) as [AssigneeField, string | readonly string[] | null | undefined][]).filter(
    ([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v)),
  );
  if (named.length === 0) return;
  const roles = await memberRoles(workspace);
  const refusals: [AssigneeField, string][] = [];
  for (const [field, value] of named) {
    const ids: readonly string[] = Array.isArray(value) ? value : [value as string];
    const need = ASSIGNEE_NEEDS[field];
    if (ids.some((id) => !roles.has(id))) refusals.push([field, ORG_MESSAGES.notMember]);
    else if (ids.some((id) => !can(roles.get(id)!, need.action))) refusals.push([field, need.message]);
  }
  const [first] = refusals;
  if (first) throw new InvalidInputError(first[1], Object.fromEntries(refusals));
}
