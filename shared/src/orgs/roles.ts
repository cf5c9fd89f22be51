/**
 * Who may do what in a workspace (issue 18). One table, read by the API (every owned route names the action it
 * needs in the route manifest) and by the web (which buttons a member sees). The personal workspace's only
 * member is its owner.
 */
export const ORG_ROLES = ['owner', 'admin', 'reviewer', 'auditor', 'viewer'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  reviewer: 'Reviewer',
  auditor: 'Auditor',
  viewer: 'Viewer',
};

export const ORG_ROLE_DESCRIPTIONS: Record<OrgRole, string> = {
  owner: 'Everything, including the organisation itself; its plan is the owner’s plan.',
  admin: 'Manages members and invitations, and everything a reviewer does.',
  reviewer: 'Everything an auditor does, plus approving reports written by others.',
  auditor: 'Creates and edits audits, findings, reports and CAPA.',
  viewer: 'Reads only.',
};

/**
 * What a route or a button needs:
 * - `read`: see the workspace's records;
 * - `write`: create and edit audits, findings, reports, CAPA; sign a report as its author;
 * - `approve`: sign a report with an approving or reviewing meaning (separation of duties applies on top);
 * - `manage`: rename the organisation, invite, change roles, remove members, list a member's actions.
 */
export const WORKSPACE_ACTIONS = ['read', 'write', 'approve', 'manage'] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

export const WORKSPACE_ROLE_ACTIONS: Record<OrgRole, readonly WorkspaceAction[]> = {
  owner: ['read', 'write', 'approve', 'manage'],
  admin: ['read', 'write', 'approve', 'manage'],
  reviewer: ['read', 'write', 'approve'],
  auditor: ['read', 'write'],
  viewer: ['read'],
};

export const can = (role: OrgRole, action: WorkspaceAction): boolean => WORKSPACE_ROLE_ACTIONS[role].includes(action);

/** The refusal a member hears when their role lacks the action (403). */
export const roleRefusal = (role: OrgRole, action: WorkspaceAction): string => {
  const what: Record<WorkspaceAction, string> = {
    read: 'see this workspace',
    write: 'change records in this workspace',
    approve: 'approve or review reports',
    manage: 'manage this organisation’s members',
  };
  return `Your role (${ORG_ROLE_LABELS[role]}) cannot ${what[action]}.`;
};

/** Roles an owner or admin may hand out; only an owner makes another owner. */
export const assignableRoles = (actorRole: OrgRole): readonly OrgRole[] =>
  actorRole === 'owner' ? ORG_ROLES : ORG_ROLES.filter((r) => r !== 'owner');
