import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { can, type OrgMembership, type OrgRole, type WorkspaceAction } from '@cq/shared';
import { apiQuery } from '@/lib/api/client';
import { setWorkspaceId, useWorkspaceId } from '@/lib/workspace';

export interface WorkspaceView {
  /** null: the personal workspace. */
  id: string | null;
  /** The organisation's membership (name, role), or null for the personal workspace. */
  org: OrgMembership | null;
  role: OrgRole;
  /** The UI mirror of the server's role table: hide what the role cannot do. */
  can: (action: WorkspaceAction) => boolean;
  /** True until the caller's memberships are known (an organisation's role is not yet). */
  loading: boolean;
}

/** The caller's memberships, for the switcher and the role of the chosen organisation. */
export const membershipsQuery = () => apiQuery('GET /api/orgs');

/**
 * The workspace the signed-in screens act in and the caller's role there. A stored choice the caller is no
 * longer a member of (removed, or another account on this browser) falls back to the personal workspace.
 */
export function useWorkspace(): WorkspaceView {
  const id = useWorkspaceId();
  const memberships = useQuery({ ...membershipsQuery(), enabled: id !== null });
  const org = id ? (memberships.data?.find((m) => m.id === id) ?? null) : null;
  const stale = id !== null && memberships.isSuccess && org === null;
  useEffect(() => {
    if (stale) setWorkspaceId(null);
  }, [stale]);
  // Until the role is known an organisation's screens show no write controls: the server decides anyway.
  const role: OrgRole = id === null ? 'owner' : (org?.role ?? 'viewer');
  return { id, org, role, can: (action) => can(role, action), loading: id !== null && memberships.isPending };
}
