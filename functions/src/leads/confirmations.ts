import { createHash } from 'node:crypto';
import { logger } from '../lib/logger';
import { RATE_LIMITS, withinRateLimit } from '../data/core/rateLimit';

/**
 * One inbox however the form spelled it: domains and (in practice) local parts are case-insensitive, and a
 * `+tag` reaches the same mailbox. Hashed, so the counter's key holds no address.
 */
function recipientKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return createHash('sha256')
    .update(`${local.replace(/\+.*$/, '')}@${domain}`)
    .digest('hex');
}

/**
 * Whether the intake form's confirmation may go to this address. Anyone can type any address into the form, so
 * without a limit our SES identity would mail whoever they like, as often as the per-client limit lets them from
 * each address they hold: at most one confirmation per recipient a UTC day, and `INTAKE_CONFIRMATIONS_PER_HOUR`
 * in all (the recipient is counted first, so repeats to one inbox do not use up everyone's hourly allowance).
 * The request is stored and the team told either way; a skipped confirmation is logged. If the counters cannot be
 * reached, no confirmation goes: the lead is already stored and the request must not fail for a courtesy e-mail.
 */
export async function mayConfirm(email: string, leadId: string): Promise<boolean> {
  try {
    if (!(await withinRateLimit(RATE_LIMITS.intakeConfirmationPerRecipient, recipientKey(email)))) {
      logger.info('intake_confirmation_skipped', { leadId, reason: 'recipient_daily_limit' });
      return false;
    }
    if (!(await withinRateLimit(RATE_LIMITS.intakeConfirmations, 'all'))) {
      logger.warn('intake_confirmation_skipped', { leadId, reason: 'hourly_limit' });
      return false;
    }
    return true;
  } catch (error) {
    logger.warn('intake_confirmation_skipped', { leadId, reason: 'limit_unavailable', error: error as Error });
    return false;
  }
}
