import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { OrgRole } from '@cq/shared/orgs/roles';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';
import { useWorkspace } from './useWorkspace';

/** A person who can be assigned or named in the current workspace. */
export interface WorkspaceMember {
  userId: string;
  /** The printed name: the member's name, else their e-mail. */
  name: string;
  email: string;
  role: OrgRole;
}

export interface MembersView {
  /** An organisation's members by name; the personal workspace's only person is the signed-in user. */
  members: WorkspaceMember[];
  /** True until the members are known. */
  loading: boolean;
  /** A member's printed name, or the id itself for someone who is not (or no longer) a member. */
  nameOf: (userId: string) => string;
}

const printed = (name: string | null | undefined, email: string): string => name?.trim() || email;

/**
 * The members of the current workspace (assignment fields, reviewer pickers, trails): in an organisation its
 * members list (`GET /api/orgs/{id}/members`), in the personal workspace the signed-in user alone.
 */
export function useMembers(): MembersView {
  const { id } = useWorkspace();
  const { data: user, isPending: userPending } = useCurrentUser();
  const org = useQuery({
    ...apiQuery('GET /api/orgs/{id}/members', { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
  const members = useMemo((): WorkspaceMember[] => {
    if (id !== null) {
      return (org.data ?? [])
        .map((m) => ({ userId: m.userId, name: printed(m.name, m.email), email: m.email, role: m.role }))
        .sort((a, b) => a.name.localeCompare(b.name));
    }
    if (!user) return [];
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return [{ userId: user.id, name: printed(name, user.email), email: user.email, role: 'owner' }];
  }, [id, org.data, user]);
  const byId = useMemo(() => new Map(members.map((m) => [m.userId, m.name])), [members]);
  const nameOf = useCallback((userId: string) => byId.get(userId) ?? userId, [byId]);
  return { members, loading: id !== null ? org.isPending : userPending, nameOf };
}
