import { lazyPage } from '@/lib/lazyPage';

/**
 * Organisations (issue 18): the header's workspace switcher, the chosen workspace and the caller's role there,
 * and the /org/settings and /invitations/:token pages (each its own chunk, loaded by the router on demand).
 * Imported only by lazily loaded code (the app layout, signed-in pages).
 */
export { membershipsQuery, useWorkspace, type WorkspaceView } from './useWorkspace';
export { useMembers, type MembersView, type WorkspaceMember } from './useMembers';
export { WorkspaceSheetSwitcher, WorkspaceSwitcher } from './WorkspaceSwitcher';

export const orgSettingsPage = lazyPage(() => import('./OrgSettingsPage'));
export const invitationPage = lazyPage(() => import('./InvitationPage'));
