import type { OrgRole } from '@cq/shared';

/**
 * Who owns a record and who is acting. The workspace is the user's own (`sub`) or an organisation's id: same key
 * shape (`WS#<workspaceId>`), so nothing migrates.
 */
export interface Owner {
  workspaceId: string;
  actor: string;
}

/** The workspace a request acts in, resolved once per request (http/workspace.ts) from the caller's membership. */
export interface Workspace extends Owner {
  role: OrgRole;
  /** The organisation's id, or null for the caller's personal workspace. */
  orgId: string | null;
}

/** The caller's personal workspace: they own it alone. */
export const personalWorkspace = (user: { sub: string }): Workspace => ({
  workspaceId: user.sub,
  actor: user.sub,
  role: 'owner',
  orgId: null,
});
