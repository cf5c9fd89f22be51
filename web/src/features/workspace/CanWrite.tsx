import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { roleRefusal, type WorkspaceAction } from '@cq/shared/orgs/roles';
import { useWorkspace } from '@/features/orgs';
import { cn } from '@/lib/cn';

/**
 * Whether the caller's role in the current workspace allows an action (the UI mirror of the server's role
 * table; the server refuses anyway). False while an organisation's role is still being read, so no write
 * control flashes up for a viewer.
 */
export function useCan(action: WorkspaceAction = 'write'): boolean {
  const workspace = useWorkspace();
  return !workspace.loading && workspace.can(action);
}

/** 'View only: your role (Viewer) cannot change records in this workspace.' */
export function ViewOnlyNote({ action = 'write', className }: { action?: WorkspaceAction; className?: string }) {
  const { role } = useWorkspace();
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm text-muted-foreground', className)}>
      <Eye className="size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-medium">View only:</span> {roleRefusal(role, action).replace(/^Your/, 'your')}
      </span>
    </p>
  );
}

/**
 * Renders its children (buttons, forms that change records) only when the caller's role allows the action;
 * otherwise `fallback` (nothing by default, or `<ViewOnlyNote />` where a whole block of controls goes missing).
 * Nothing at all while an organisation's role is being read.
 */
export function CanWrite({
  action = 'write',
  fallback = null,
  children,
}: {
  action?: WorkspaceAction;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const workspace = useWorkspace();
  if (workspace.loading) return null;
  return <>{workspace.can(action) ? children : fallback}</>;
}
