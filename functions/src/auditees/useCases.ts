import { AUDITEE_MESSAGES } from '@cq/shared/auditees/rules';
import {
  type Auditee,
  type AuditeeCreate,
  type AuditeeUpdate,
  type Study,
  type StudyCreate,
  type StudyUpdate,
} from '@cq/shared/auditees/schemas';
import { InvalidInputError, NotFoundError, StaleVersionError } from '../domain/errors';
import { requireReason } from '../domain/reason';
import { retryOnContention } from '../data/core/contention';
import type { Workspace } from '../data/core/owner';
import { createAuditee, getAuditee, updateAuditee, type AuditeeChanges } from '../data/auditees/auditees';
import { createStudy, getStudy, updateStudy, type StudyChanges } from '../data/auditees/studies';

/** The fields of `requested` whose value differs from the stored record's. */
const differing = <T extends object>(current: T, requested: Partial<T>): Partial<T> =>
  Object.fromEntries(
    Object.entries(requested).filter(([field, value]) => current[field as keyof T] !== value),
  ) as Partial<T>;

const riskReasonMissing = () =>
  new InvalidInputError(AUDITEE_MESSAGES.riskReasonRequired, { riskReason: AUDITEE_MESSAGES.riskReasonRequired });

export const addAuditee = (workspace: Workspace, input: AuditeeCreate): Promise<Auditee> =>
  createAuditee(workspace, input);

/** Changes an auditee: only the fields that differ; a risk rating keeps needing its reason. */
export async function reviseAuditee(workspace: Workspace, id: string, update: AuditeeUpdate): Promise<Auditee> {
  const { version, reason, ...requested } = update;
  return retryOnContention(async () => {
    const current = await getAuditee(workspace, id);
    const changes: AuditeeChanges = differing(current, requested);
    if (Object.keys(changes).length === 0) {
      if (current.version !== version) throw new StaleVersionError();
      return current;
    }
    const next = { ...current, ...changes };
    if (next.riskRating && !next.riskReason) throw riskReasonMissing();
    requireReason('auditee', current, changes, reason);
    return updateAuditee(workspace, current, version, changes, reason);
  });
}

/** A study's sponsor is an auditee of the same workspace (400 on the field otherwise). */
async function checkSponsor(workspace: Workspace, sponsorId: string | null | undefined): Promise<void> {
  if (!sponsorId) return;
  try {
    await getAuditee(workspace, sponsorId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw new InvalidInputError(AUDITEE_MESSAGES.sponsorMissing, { sponsorId: AUDITEE_MESSAGES.sponsorMissing });
  }
}

export async function addStudy(workspace: Workspace, input: StudyCreate): Promise<Study> {
  await checkSponsor(workspace, input.sponsorId);
  return createStudy(workspace, input);
}

export async function reviseStudy(workspace: Workspace, id: string, update: StudyUpdate): Promise<Study> {
  const { version, reason, ...requested } = update;
  return retryOnContention(async () => {
    const current = await getStudy(workspace, id);
    const changes: StudyChanges = differing(current, requested);
    if (Object.keys(changes).length === 0) {
      if (current.version !== version) throw new StaleVersionError();
      return current;
    }
    await checkSponsor(workspace, changes.sponsorId);
    requireReason('study', current, changes, reason);
    return updateStudy(workspace, current, version, changes, reason);
  });
}
