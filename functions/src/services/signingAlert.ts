import { SITE } from '@cq/shared';
import { SIGNING_LOCKOUT } from '@cq/shared/signing/rules';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { userPool } from '../lib/userPool';
import { notify, type Mail } from './mail';

/**
 * The addresses of the Cognito 'admin' group (one page: admins are a handful). The team mailbox when the group
 * cannot be read or is empty, so an alert is never dropped for want of a recipient.
 */
async function adminAddresses(): Promise<string[]> {
  try {
    const out = await userPool.listUsersInGroup({ UserPoolId: env.userPoolId(), GroupName: 'admin', Limit: 60 });
    const emails = (out.Users ?? [])
      .map((u) => u.Attributes?.find((a) => a.Name === 'email')?.Value?.trim())
      .filter((e): e is string => Boolean(e));
    if (emails.length) return [...new Set(emails)];
  } catch (error) {
    logger.warn('admin_addresses_lookup_failed', { error: error as Error });
  }
  return [SITE.teamMailbox];
}

/** 21 CFR 11.300(d): tells the admins, at once, that a person's signing was locked after wrong passwords. */
export async function alertSigningLocked(who: { id: string; email: string }, failures: number, lockedUntil: string) {
  const mail: Mail = {
    to: await adminAddresses(),
    subject: `Signing locked for ${who.email} after ${failures} wrong passwords`,
    text: [
      `${failures} wrong passwords were entered when signing as ${who.email} within ${SIGNING_LOCKOUT.windowMinutes} minutes.`,
      `Their electronic signing is locked until ${lockedUntil} (UTC).`,
      '',
      'If it was not them, someone may be trying to sign in their name: check with them, and consider resetting',
      'their password. Each attempt is in their audit trail (signature.failed, signature.locked).',
      '',
      `User id: ${who.id}`,
    ].join('\n'),
  };
  await notify([mail], { userId: who.id, event: 'signing_locked' });
}
