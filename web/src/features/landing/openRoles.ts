/** Marks the hiring strip's count on the landing page (filled before hydration by web/src/islands.ts). */
export const OPEN_ROLES_ATTR = 'data-open-roles';

/** Hiring strip text from `GET /api/careers` (an array of active roles); null when there is no real count. */
export function openRolesText(roles: unknown): string | null {
  if (!Array.isArray(roles)) return null;
  return roles.length === 1 ? '1 open role' : `${roles.length} open roles`;
}
