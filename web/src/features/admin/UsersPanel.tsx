import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ADMIN_MESSAGES, GRANTABLE_ROLES, type AdminUser } from '@cq/shared/admin/schemas';
import { PLAN_LABELS } from '@cq/shared/schemas/user';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SearchField } from '@/components/ui/search-field';
import { useCurrentUser } from '@/features/session';
import { formatDate } from '@/lib/dates';
import { usersQuery } from './api';
import { plural } from './display';
import { EmptyNote, ListFooter, ListSkeleton } from './lists';
import { RoleDialog, ROLE_NAMES, type UserChangeRequest } from './RoleDialog';
import { ColumnHeaders } from '@/components/ui/column-headers';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

function RoleBadges({ user }: { user: AdminUser }) {
  const deactivated = user.deactivatedAt ? (
    <Badge variant="destructive" title={`Deactivated ${formatDate(user.deactivatedAt)}`}>
      Deactivated
    </Badge>
  ) : null;
  if (user.groups.length === 0)
    return (
      <span className="flex flex-wrap gap-1">
        <Badge variant="outline">User</Badge>
        {deactivated}
      </span>
    );
  return (
    <span className="flex flex-wrap gap-1">
      {deactivated}
      {user.groups.map((g) => (
        <Badge key={g} variant={g === 'admin' ? 'default' : 'secondary'}>
          {ROLE_NAMES[g]}
        </Badge>
      ))}
    </span>
  );
}

/**
 * Users: search by the start of the e-mail, pages of 25, role badges, grant / revoke admin and editor, deactivate /
 * reactivate an account (never delete it).
 */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [request, setRequest] = useState<UserChangeRequest | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useInfiniteQuery(usersQuery(q ? { q } : {}));
  const { data: me } = useCurrentUser();
  const users = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  return (
    <section aria-labelledby="admin-users" className="grid gap-4">
      <h2 id="admin-users" className="text-xl font-semibold">
        Users
      </h2>
      <div role="search">
        <SearchField
          id="admin-user-search"
          label="Search users by e-mail"
          placeholder="Search by e-mail…"
          value={search}
          onChange={setSearch}
        />
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading users…" rows={5} rowClassName="h-12" />
      ) : list.isError ? (
        <FormAlert>The users could not be loaded.</FormAlert>
      ) : users.length === 0 ? (
        <EmptyNote>{q ? `No users with an e-mail starting “${q}”.` : 'No users yet.'}</EmptyNote>
      ) : (
        <>
          <p className="sr-only" role="status">
            {plural(users.length, 'user')} shown
          </p>
          <div
            className="overflow-x-auto rounded-[var(--radius-card)] border border-border bg-background"
            role="region"
            aria-label="Users"
            tabIndex={0}
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <ColumnHeaders
                columns={['User', 'Roles', 'Plan', 'Joined', 'Actions']}
                className="bg-muted text-muted-foreground"
                cellClassName="px-4 py-2 font-medium"
              />
              <tbody>
                {users.map((user) => (
                  <tr key={user.id} className="border-t border-border align-top">
                    <th scope="row" className="px-4 py-3 font-normal">
                      <span className="block font-medium">
                        {[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}
                      </span>
                      <span className="block break-all text-muted-foreground">{user.email}</span>
                    </th>
                    <td className="px-4 py-3">
                      <RoleBadges user={user} />
                    </td>
                    <td className="px-4 py-3">{PLAN_LABELS[user.subscriptionStatus]}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.createdAt)}</td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-2">
                        {GRANTABLE_ROLES.map((role) => {
                          const action = user.groups.includes(role) ? 'revoke' : 'grant';
                          // The server refuses it (409); the button says so before the dialog is filled in.
                          const ownAdmin = action === 'revoke' && role === 'admin' && user.id === me?.id;
                          return (
                            <Button
                              key={role}
                              size="sm"
                              variant="outline"
                              aria-label={`${action === 'grant' ? 'Grant' : 'Revoke'} ${role} for ${user.email}`}
                              disabled={ownAdmin}
                              title={ownAdmin ? ADMIN_MESSAGES.ownAdminRole : undefined}
                              onClick={() => setRequest({ kind: 'role', user, role, action })}
                            >
                              {action === 'grant' ? 'Grant' : 'Revoke'} {role}
                            </Button>
                          );
                        })}
                        {user.deactivatedAt ? (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Reactivate ${user.email}`}
                            onClick={() => setRequest({ kind: 'status', user, active: true })}
                          >
                            Reactivate
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Deactivate ${user.email}`}
                            disabled={user.id === me?.id}
                            title={user.id === me?.id ? ADMIN_MESSAGES.ownDeactivation : undefined}
                            onClick={() => setRequest({ kind: 'status', user, active: false })}
                          >
                            Deactivate
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ListFooter list={list} noun="users" />
      {request && <RoleDialog request={request} onClose={() => setRequest(null)} />}
    </section>
  );
}
