import type { SopApprove, SopStaffVersion } from '@cq/shared/library/staffSchemas';
import { SOP_APPROVAL_MEANING, SOP_EDIT_MESSAGES, sopApprovalRefusal } from '@cq/shared/library/workflow';
import { approveVersion, versionToApprove } from '../data/library/sopEditing';
import { ForbiddenError } from '../domain/errors';
import type { AuthUser } from '../lib/event';
import { confirmSigner, openSigning } from '../services/signer';

/**
 * Approves an SOP version in review with an electronic signature, the report signer's (services/signer.ts: the
 * statement accepted once, the password again, the shared lockout). Everything that can refuse without a
 * password is checked first — the status, the rev, separation of duties — so a refused approval never spends
 * one of the signer's attempts.
 */
export async function approveSop(
  user: AuthUser,
  sopId: string,
  seq: number,
  input: SopApprove,
): Promise<SopStaffVersion> {
  await openSigning(user);
  const found = await versionToApprove(sopId, seq, input.rev);
  const refusal = sopApprovalRefusal(user.sub, found.target.lastEditedBy);
  if (refusal) throw new ForbiddenError(refusal);
  const { printedName, email } = await confirmSigner(user, input.password, SOP_EDIT_MESSAGES.wrongPassword);
  return approveVersion(
    found,
    { signerId: user.sub, printedName, email, meaning: SOP_APPROVAL_MEANING, signedAt: new Date().toISOString() },
    { effectiveDate: input.effectiveDate, nextReviewDate: input.nextReviewDate },
  );
}
