import type { UserProfile } from '@cq/shared';

type NameFields = Pick<UserProfile, 'firstName' | 'lastName' | 'email'>;

/** Spec §2 user menu: name, else e-mail, else 'User'. */
export function displayName(user: NameFields | null | undefined): string {
  const name = [user?.firstName, user?.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || user?.email || 'User';
}

/** First letters of first and last name, else the first two letters of the e-mail, else 'U'. */
export function initials(user: NameFields | null | undefined): string {
  const fromName = [user?.firstName, user?.lastName].map((p) => p?.trim()?.[0] ?? '').join('');
  if (fromName) return fromName.toUpperCase();
  if (user?.email) return user.email.slice(0, 2).toUpperCase();
  return 'U';
}

/** Role label; everyone without a staff role is a Clinical Auditor (the spec's default label). */
export function roleLabel(role: UserProfile['role'] | null | undefined): string {
  if (role === 'admin') return 'Administrator';
  if (role === 'editor') return 'Editor';
  return 'Clinical Auditor';
}
