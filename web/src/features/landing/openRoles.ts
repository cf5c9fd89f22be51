/** Hiring strip text from `GET /api/careers` (an array of active roles); null when there is no real count. */
export function openRolesText(roles: unknown): string | null {
  if (!Array.isArray(roles)) return null;
  return roles.length === 1 ? '1 open role' : `${roles.length} open roles`;
}
