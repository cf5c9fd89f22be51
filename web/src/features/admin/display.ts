import type { UserProfile } from '@cq/shared';
import type { SystemHealth } from '@cq/shared/admin/rules';
import { useCurrentUser } from '@/features/session';

/** The admin dashboard is for the admin group (the profile mirrors the Cognito groups; role is its label). */
export const isAdmin = (user: Pick<UserProfile, 'role' | 'groups'>): boolean =>
  user.role === 'admin' || user.groups.includes('admin');

/** Spec §8: the denial's exact text, and §9: the redirect to /dashboard after 1 s. */
export const ACCESS_DENIED = 'Access Denied: Admin privileges required to access this page.';
export const ACCESS_DENIED_REDIRECT_MS = 1000;

/** Spec §9 admin static copy. */
export const UPTIME_TARGET = '99.9% uptime';
export const BACKUP_SCHEDULE = 'Daily backup';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago': how long before `now` a timestamp is. */
export function timeAgo(value: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return value;
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

export const HEALTH_TONE: Record<SystemHealth, 'success' | 'warning' | 'destructive'> = {
  Optimal: 'success',
  Degraded: 'warning',
  Down: 'destructive',
};

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Who did something, as the API names them (their user id): 'you' for the signed-in admin. The API gives no
 * other names with trail ids, so anyone else stays their id.
 */
export function useActorLabel(): (id: string) => string {
  const { data: me } = useCurrentUser();
  return (id) => (me && id === me.id ? 'you' : id);
}

/** Someone's name as the admin lists show it: first and last name, else the e-mail address. */
export const personName = (p: { firstName: string | null; lastName: string | null; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;
