import { useQuery } from '@tanstack/react-query';
import { Building2, Check, ChevronDown, Plus, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ORG_ROLE_LABELS } from '@cq/shared/orgs/roles';
import type { OrgMembership } from '@cq/shared/orgs/schemas';
import { cn } from '@/lib/cn';
import { setWorkspaceId } from '@/lib/workspace';
import { membershipsQuery, useWorkspace } from './useWorkspace';

// The form (react-hook-form, the zod schema) loads when the dialog is first opened, not with every page.
const NewOrgDialog = lazy(() => import('./NewOrgDialog'));

export const PERSONAL_LABEL = 'Personal';

/**
 * The caller's organisations and the chosen one (null: personal). Through useWorkspace, which the header always
 * mounts: a stored choice the caller is no longer a member of falls back to personal on every signed-in page.
 */
function useMemberships() {
  const { id } = useWorkspace();
  const memberships = useQuery(membershipsQuery());
  const orgs = memberships.data ?? [];
  const current = id ? (orgs.find((o) => o.id === id) ?? null) : null;
  // Until the list arrives an organisation's name is not known: say so rather than show "Personal".
  const name = id === null ? PERSONAL_LABEL : (current?.name ?? (memberships.isPending ? 'Loading…' : PERSONAL_LABEL));
  return { id, orgs, current, name, pending: memberships.isPending };
}

/** Switching workspace: the choice is stored (every request and query key follows it) and the dashboard opens. */
function useSwitch() {
  const navigate = useNavigate();
  return (id: string | null) => {
    setWorkspaceId(id);
    void navigate('/dashboard');
  };
}

function NewOrgDialogSlot({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <NewOrgDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted';

/**
 * The header's workspace switcher: the current workspace (Personal or the organisation's name), a menu of
 * Personal and each organisation with the caller's role, New organisation, and the organisation's settings.
 */
export function WorkspaceSwitcher({ className }: { className?: string }) {
  const { id, orgs, current, name, pending } = useMemberships();
  const switchTo = useSwitch();
  const [creating, setCreating] = useState(false);
  const Icon = current ? Building2 : User;
  return (
    <>
      {/* Not modal, like the account menu: a modal menu hides the page from assistive technology. */}
      <DropdownMenu.Root modal={false}>
        {/* Shrinks with the header: on a phone the name is cut short (the full name is its tooltip and in the menu). */}
        <DropdownMenu.Trigger
          title={`Workspace: ${name}`}
          className={cn(
            'flex h-10 max-w-48 min-w-0 items-center gap-1.5 rounded-md border border-input px-2 text-sm hover:bg-muted sm:gap-2 sm:px-2.5',
            className,
          )}
        >
          <Icon className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
          <span className="sr-only">Workspace: </span>
          <span className="truncate font-medium">{name}</span>
          <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 max-h-[70vh] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-border bg-background p-1 shadow-lg"
          >
            <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
              Workspaces
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={id ?? ''} onValueChange={(value) => switchTo(value || null)}>
              <DropdownMenu.RadioItem value="" className={itemClass}>
                <WorkspaceRow name={PERSONAL_LABEL} detail="Your own records" selected={id === null} />
              </DropdownMenu.RadioItem>
              {orgs.map((org) => (
                <DropdownMenu.RadioItem key={org.id} value={org.id} className={itemClass}>
                  <WorkspaceRow name={org.name} detail={ORG_ROLE_LABELS[org.role]} selected={org.id === id} />
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            {pending && (
              <p role="status" className="px-2 py-1.5 text-xs text-muted-foreground">
                Loading your organisations…
              </p>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            {/* Opened once the menu has closed, so the dialog hands focus back to the menu's button. */}
            <DropdownMenu.Item className={itemClass} onSelect={() => setTimeout(() => setCreating(true), 0)}>
              <Plus className="size-4" aria-hidden="true" /> New organisation
            </DropdownMenu.Item>
            {current && (
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to="/org/settings">
                  <Settings className="size-4" aria-hidden="true" /> Organisation settings
                </Link>
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <NewOrgDialogSlot open={creating} onOpenChange={setCreating} />
    </>
  );
}

function WorkspaceRow({ name, detail, selected }: { name: string; detail: string; selected: boolean }) {
  return (
    <>
      <Check className={cn('size-4 shrink-0', !selected && 'invisible')} aria-hidden="true" />
      <span className="grid min-w-0">
        <span className="truncate font-medium">{name}</span>
        <span className="text-xs text-muted-foreground">{detail}</span>
      </span>
    </>
  );
}

/**
 * The same choice in the small-screen menu sheet: a labelled group of buttons (the current one marked), New
 * organisation and the organisation's settings.
 */
export function WorkspaceSheetSwitcher() {
  const { id, orgs, current } = useMemberships();
  const switchTo = useSwitch();
  const [creating, setCreating] = useState(false);
  const headingId = useId();
  const rows: { id: string | null; name: string; detail: string }[] = [
    { id: null, name: PERSONAL_LABEL, detail: 'Your own records' },
    ...orgs.map((org: OrgMembership) => ({ id: org.id, name: org.name, detail: ORG_ROLE_LABELS[org.role] })),
  ];
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-1">
      <p id={headingId} className="px-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Workspace
      </p>
      {rows.map((row) => {
        const selected = row.id === id;
        return (
          <button
            key={row.id ?? 'personal'}
            type="button"
            aria-current={selected ? 'true' : undefined}
            onClick={() => switchTo(row.id)}
            className={cn(
              'flex items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-muted',
              selected && 'bg-muted',
            )}
          >
            <WorkspaceRow name={row.name} detail={row.detail} selected={selected} />
          </button>
        );
      })}
      <button
        type="button"
        onClick={() => setCreating(true)}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-muted"
      >
        <Plus className="size-4" aria-hidden="true" /> New organisation
      </button>
      {current && (
        <Link
          to="/org/settings"
          className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
        >
          <Settings className="size-4" aria-hidden="true" /> Organisation settings
        </Link>
      )}
      <NewOrgDialogSlot open={creating} onOpenChange={setCreating} />
    </div>
  );
}
