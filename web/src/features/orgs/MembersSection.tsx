import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { assignableRoles, ORG_ROLE_LABELS, type OrgRole } from '@cq/shared/orgs/roles';
import type { Member } from '@cq/shared/orgs/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ColumnHeaders } from '@/components/ui/column-headers';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { setWorkspaceId } from '@/lib/workspace';
import { membersQuery } from './api';
import { RemoveMemberDialog, RoleChangeDialog } from './MemberDialogs';
import { memberName } from './orgDisplay';

type Pending = { kind: 'role' | 'remove'; member: Member } | null;

/**
 * The members table: name, e-mail, role, joined. An owner or admin also changes roles and removes members; an
 * owner's row is an owner's to change (the API refuses an admin with ORG_MESSAGES.ownerOnly), so an admin sees
 * no buttons there.
 */
export function MembersSection({
  orgId,
  orgName,
  myRole,
  myId,
  manage,
}: {
  orgId: string;
  orgName: string;
  myRole: OrgRole;
  myId: string | undefined;
  manage: boolean;
}) {
  const members = useQuery(membersQuery(orgId));
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const actionable = (m: Member) => manage && (m.role !== 'owner' || myRole === 'owner');

  return (
    <section aria-labelledby="org-members" className="grid gap-3">
      <h2 id="org-members" className="text-xl font-semibold tracking-tight">
        Members
      </h2>
      {members.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading the members…</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : members.isError ? (
        <FormAlert>The members could not be loaded.</FormAlert>
      ) : (
        <div
          className="overflow-x-auto rounded-[var(--radius-card)] border border-border bg-background"
          role="region"
          aria-label="Members"
          tabIndex={0}
        >
          <table
            className={manage ? 'w-full min-w-[40rem] text-left text-sm' : 'w-full min-w-[30rem] text-left text-sm'}
          >
            <ColumnHeaders
              columns={manage ? ['Name', 'E-mail', 'Role', 'Joined', 'Actions'] : ['Name', 'E-mail', 'Role', 'Joined']}
              className="bg-muted text-muted-foreground"
              cellClassName="px-4 py-2 font-medium"
            />
            <tbody>
              {members.data.map((member) => {
                const self = member.userId === myId;
                return (
                  <tr key={member.userId} className="border-t border-border align-top">
                    <th scope="row" className="px-4 py-3 font-medium">
                      {memberName(member)}
                      {self && <span className="font-normal text-muted-foreground"> (you)</span>}
                    </th>
                    <td className="px-4 py-3 break-all text-muted-foreground">{member.email}</td>
                    <td className="px-4 py-3">
                      <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                        {ORG_ROLE_LABELS[member.role]}
                      </Badge>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
                    </td>
                    {manage && (
                      <td className="px-4 py-3">
                        {actionable(member) ? (
                          <div className="flex flex-wrap gap-2">
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={`Change role of ${memberName(member)}`}
                              onClick={() => setPending({ kind: 'role', member })}
                            >
                              Change role
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={self ? 'Leave the organisation' : `Remove ${memberName(member)}`}
                              onClick={() => setPending({ kind: 'remove', member })}
                            >
                              {self ? 'Leave' : 'Remove'}
                            </Button>
                          </div>
                        ) : (
                          <span className="text-muted-foreground">Owner only</span>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pending?.kind === 'role' && (
        <RoleChangeDialog orgId={orgId} member={pending.member} roles={assignableRoles(myRole)} onClose={close} />
      )}
      {pending?.kind === 'remove' && (
        <RemoveMemberDialog
          orgId={orgId}
          orgName={orgName}
          member={pending.member}
          isSelf={pending.member.userId === myId}
          onClose={close}
          onRemoved={() => {
            close();
            if (pending.member.userId !== myId) return;
            // Left: this organisation's screens are no longer ours.
            setWorkspaceId(null);
            void navigate('/dashboard');
          }}
        />
      )}
    </section>
  );
}
