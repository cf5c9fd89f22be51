import { ORG_MESSAGES } from '@cq/shared';
import { InvalidInputError } from '../domain/errors';
import type { Workspace } from '../data/core/owner';
import { listMembers } from '../data/orgs/orgs';

/** The people a workspace can assign: its members (one Query, at most the member cap), or its owner alone. */
export async function memberIds(workspace: Workspace): Promise<Set<string>> {
  if (!workspace.orgId) return new Set([workspace.actor]);
  return new Set((await listMembers(workspace.orgId)).map((m) => m.userId));
}

/**
 * Assignment fields name members of the workspace only (400 with the field's message otherwise). Fields left
 * out (undefined) or cleared (null, []) need no check.
 */
export async function checkAssignees(
  workspace: Workspace,
  fields: Record<string, string | readonly string[] | null | undefined>,
): Promise<void> {
  const named = Object.entries(fields).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
  if (named.length === 0) return;
  const members = await memberIds(workspace);
  const bad = named.filter(([, v]) => (Array.isArray(v) ? v : [v as string]).some((id) => !members.has(id)));
  if (bad.length) {
    throw new InvalidInputError(
      ORG_MESSAGES.notMember,
      Object.fromEntries(bad.map(([field]) => [field, ORG_MESSAGES.notMember])),
    );
  }
}
