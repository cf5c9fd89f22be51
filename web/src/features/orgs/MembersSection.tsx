import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assignableRoles, ORG_ROLE_LABELS, type OrgRole } from '@cq/shared/orgs/roles';
import { ORG_MESSAGES } from '@cq/shared/orgs/rules';
import type { Member } from '@cq/shared/orgs/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { membersQuery } from './api';
import { RemoveMemberDialog, RoleChangeDialog } from './MemberDialogs';
import { memberName } from './orgDisplay';

type Pending = { kind: 'role' | 'remove'; member: Member } | null;

const HEAD = 'px-3 py-2 font-medium sm:px-4';
const CELL = 'px-3 py-3 sm:px-4';

/**
 * The members table: name, e-mail, role, joined. An owner or admin also changes roles and removes members; an
 * owner's row is an owner's to change (the API refuses an admin with ORG_MESSAGES.ownerOnly) and the only owner
 * stays one (ORG_MESSAGES.lastOwner), so those rows say why instead of offering buttons the API would refuse.
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
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const owners = members.data?.filter((m) => m.role === 'owner').length ?? 0;

  const actions = (member: Member, self: boolean) => {
    // An owner's row is an owner's to change (ORG_MESSAGES.ownerOnly), and the last owner stays (lastOwner).
    if (member.role === 'owner' && myRole !== 'owner') return <span className="text-muted-foreground">Owner only</span>;
    if (member.role === 'owner' && owners === 1) return <span className="text-muted-foreground">Only owner</span>;
    const name = memberName(member);
    return (
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap">
        <Button
          size="sm"
          variant="outline"
          aria-label={`Change role of ${name}`}
          onClick={() => setPending({ kind: 'role', member })}
        >
          Change role
        </Button>
        {/* Leaving is the "Leave organisation" card's (DELETE /api/orgs/{id}/membership), for every role. */}
        {!self && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Remove ${name}`}
            onClick={() => setPending({ kind: 'remove', member })}
          >
            Remove
          </Button>
        )}
      </div>
    );
  };

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
          <table className={cn('w-full text-left text-sm', manage ? 'sm:min-w-[40rem]' : 'sm:min-w-[30rem]')}>
            {/* On a phone the e-mail, role and joined date go under the name: the table keeps to two columns. */}
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className={HEAD}>
                  <span className="sm:hidden">Member</span>
                  <span className="hidden sm:inline">Name</span>
                </th>
                {['E-mail', 'Role', 'Joined'].map((label) => (
                  <th key={label} scope="col" className={cn(HEAD, 'hidden sm:table-cell')}>
                    {label}
                  </th>
                ))}
                {manage && (
                  <th scope="col" className={HEAD}>
                    Actions
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => {
                const self = member.userId === myId;
                const role = (
                  <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                    {ORG_ROLE_LABELS[member.role]}
                  </Badge>
                );
                const joined = <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>;
                return (
                  <tr key={member.userId} className="border-t border-border align-top">
                    <th scope="row" className={cn(CELL, 'font-medium')}>
                      {memberName(member)}
                      {self && <span className="font-normal text-muted-foreground"> (you)</span>}
                      <span className="mt-1 grid justify-items-start gap-1 font-normal sm:hidden">
                        <span className="break-all text-muted-foreground">{member.email}</span>
                        {role}
                        <span className="text-muted-foreground">Joined {joined}</span>
                      </span>
                    </th>
                    <td className={cn(CELL, 'hidden break-all text-muted-foreground sm:table-cell')}>{member.email}</td>
                    <td className={cn(CELL, 'hidden sm:table-cell')}>{role}</td>
                    <td className={cn(CELL, 'hidden whitespace-nowrap sm:table-cell')}>{joined}</td>
                    {manage && <td className={CELL}>{actions(member, self)}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {manage && myRole === 'owner' && owners === 1 && (
        <p className="text-sm text-muted-foreground">{ORG_MESSAGES.lastOwner}</p>
      )}
      {pending?.kind === 'role' && (
        <RoleChangeDialog orgId={orgId} member={pending.member} roles={assignableRoles(myRole)} onClose={close} />
      )}
      {pending?.kind === 'remove' && (
        <RemoveMemberDialog orgId={orgId} orgName={orgName} member={pending.member} onClose={close} onRemoved={close} />
      )}
    </section>
  );
}
