/** The request header that picks the workspace: absent = the caller's personal workspace. (No zod here: the web's request layer imports it.) */
export const WORKSPACE_HEADER = 'x-workspace-id';
