import { assertSigningUnlocked, recordSigningFailure } from '../data/people/signingFailures';
import { enforceRateLimit } from '../data/core/rateLimit';
import { ensureProfile } from '../data/people/users';
import { SignatureRejectedError, SigningLockedError, StatementRequiredError } from '../domain/errors';
import type { AuthUser } from '../lib/event';
import { passwordMatches } from './signature';
import { alertSigningLocked } from './signingAlert';

/** Every e-signature shares one budget and one lockout per person (21 CFR 11.300(d)), whatever it signs. */
const SIGNING_LIMIT = { bucket: 'report-signing', limit: 5, windowSeconds: 600 };

/** Before anything else: a locked person hears when it unlocks, not a bare "too many requests". */
export async function openSigning(user: AuthUser): Promise<void> {
  await assertSigningUnlocked(user.sub);
  await enforceRateLimit(SIGNING_LIMIT, user.sub);
}

/**
 * The signer proves who they are (21 CFR 11.200(a)): the statement accepted once (11.100(c)), then the password
 * again. A wrong one counts toward the lockout (5 in 10 minutes lock signing and alert admins). Returns the name
 * printed with the signature (11.50).
 */
export async function confirmSigner(
  user: AuthUser,
  password: string,
  wrongPassword: string,
): Promise<{ printedName: string; email: string }> {
  const profile = await ensureProfile(user);
  // Asked before the password, so a person who has not accepted it yet does not spend an attempt.
  if (!profile.signatureStatementAcceptedAt) throw new StatementRequiredError();
  if (!(await passwordMatches(user.email, password))) {
    const { failures, lockedUntil } = await recordSigningFailure(user.sub, user.email);
    if (lockedUntil) {
      await alertSigningLocked({ id: user.sub, email: user.email }, failures, lockedUntil);
      throw new SigningLockedError(lockedUntil);
    }
    throw new SignatureRejectedError(wrongPassword);
  }
  const printedName = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
  return { printedName, email: profile.email };
}
