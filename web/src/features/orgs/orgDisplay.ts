import type { TrailEntryView } from '@cq/shared/audits/schemas';
import { ORG_ROLE_LABELS, ORG_ROLES, type OrgRole } from '@cq/shared/orgs/roles';
import { MEMBER_CAPS } from '@cq/shared/orgs/rules';
import type { Member, Org } from '@cq/shared/orgs/schemas';

/** A member as the lists show them: their name, else their e-mail. */
export const memberName = (member: Pick<Member, 'name' | 'email'>): string => member.name.trim() || member.email;

/** Select options for roles, in the role table's order. */
export const roleOptions = (roles: readonly OrgRole[]) =>
  ORG_ROLES.filter((r) => roles.includes(r)).map((r) => ({ value: r, label: ORG_ROLE_LABELS[r] }));

const PLAN_NAMES = { free: 'Free', pro: 'Pro' } as const;

/**
 * "2 of 3 members, Free plan — the owner can upgrade to Pro for up to 25". The owner whose plan the organisation
 * uses reads "you can upgrade".
 */
export function planLine(org: Pick<Org, 'memberCount' | 'memberCap' | 'plan'>, viewerHoldsPlan: boolean): string {
  const count = `${org.memberCount} of ${org.memberCap} members, ${PLAN_NAMES[org.plan]} plan`;
  if (org.plan === 'pro') return count;
  return `${count} — ${viewerHoldsPlan ? 'you' : 'the owner'} can upgrade to Pro for up to ${MEMBER_CAPS.pro}`;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const roleName = (value: unknown): string =>
  typeof value === 'string' && value in ORG_ROLE_LABELS ? ORG_ROLE_LABELS[value as OrgRole] : text(value);

/**
 * Who a user id is, for the trail: 'you', a member's name, or — for someone no longer a member — the e-mail the
 * trail itself recorded for them (their joining, a role change), else the id.
 */
export function personResolver(
  members: readonly Pick<Member, 'userId' | 'name' | 'email'>[],
  entries: readonly TrailEntryView[],
  myId: string | undefined,
): (userId: string) => string {
  const known = new Map<string, string>();
  for (const entry of entries) {
    for (const side of [entry.before, entry.after]) {
      const record = asRecord(side);
      if (typeof record.userId === 'string' && typeof record.email === 'string') known.set(record.userId, record.email);
    }
  }
  for (const member of members) known.set(member.userId, memberName(member));
  return (userId) => (userId === myId ? 'you' : (known.get(userId) ?? userId));
}

/** One trail entry as a sentence: "Ada Lovelace invited grace@example.com as Reviewer". */
export function describeOrgEntry(entry: TrailEntryView, who: (userId: string) => string): string {
  const name = who(entry.actor);
  // The sentence starts with the actor: 'You', never 'you' (names and e-mails stay as written).
  const actor = name === 'you' ? 'You' : name;
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const subject = (record: Record<string, unknown>) =>
    typeof record.userId === 'string' ? who(record.userId) : text(record.email);
  switch (entry.action) {
    case 'create':
      return `${actor} created the organisation “${text(after.name)}”`;
    case 'rename':
      return `${actor} renamed the organisation from “${text(before.name)}” to “${text(after.name)}”`;
    case 'invitation.create':
      return `${actor} invited ${text(after.email)} as ${roleName(after.role)}`;
    case 'invitation.revoke':
      return `${actor} revoked the invitation of ${text(before.email || after.email)}`;
    case 'member.join':
      return `${actor} joined as ${roleName(after.role)}`;
    case 'member.role':
      return `${actor} changed the role of ${subject(after)} from ${roleName(before.role)} to ${roleName(after.role)}`;
    case 'member.remove':
      return `${actor} removed ${subject(before)} (${roleName(before.role)})`;
    default:
      return `${actor}: ${entry.action}`;
  }
}
