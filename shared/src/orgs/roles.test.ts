import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  can,
  ORG_ROLES,
  roleRefusal,
  WORKSPACE_ACTIONS,
  type OrgRole,
  type WorkspaceAction,
} from './roles';

// Written out by hand from issue 18, so a change to the table in roles.ts has to be made here too.
const EXPECTED: Record<OrgRole, Record<WorkspaceAction, boolean>> = {
  owner: { read: true, write: true, approve: true, manage: true },
  admin: { read: true, write: true, approve: true, manage: true },
  reviewer: { read: true, write: true, approve: true, manage: false },
  auditor: { read: true, write: true, approve: false, manage: false },
  viewer: { read: true, write: false, approve: false, manage: false },
};

describe('the role → action table', () => {
  const cells = ORG_ROLES.flatMap((role) => WORKSPACE_ACTIONS.map((action) => [role, action] as const));

  it('has a row per role and a column per action', () => {
    expect(cells).toHaveLength(20);
  });

  it.each(cells)('%s may %s exactly as issue 18 says', (role, action) => {
    expect(can(role, action)).toBe(EXPECTED[role][action]);
  });

  it('names the role and what it cannot do in the refusal', () => {
    expect(roleRefusal('viewer', 'write')).toBe('Your role (Viewer) cannot change records in this workspace.');
    expect(roleRefusal('auditor', 'approve')).toBe('Your role (Auditor) cannot approve or review reports.');
    expect(roleRefusal('reviewer', 'manage')).toBe('Your role (Reviewer) cannot manage this organisation’s members.');
  });

  it('lets only an owner hand out the owner role', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'reviewer', 'auditor', 'viewer']);
    expect(assignableRoles('admin')).toEqual(['admin', 'reviewer', 'auditor', 'viewer']);
  });
});
