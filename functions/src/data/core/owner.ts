import type { AuthUser } from '../../lib/event';

/**
 * Who owns a record and who is acting. The workspace is the user's own today (`sub`); when organisations own
 * records it becomes the organisation's id — same key shape (`WS#<workspaceId>`), so nothing migrates.
 */
export interface Owner {
  workspaceId: string;
  actor: string;
}

export const ownerOf = (user: Pick<AuthUser, 'sub'>): Owner => ({ workspaceId: user.sub, actor: user.sub });
