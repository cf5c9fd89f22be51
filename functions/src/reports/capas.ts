import {
  CAPA_CLOSE_NEEDS_VERIFICATION,
  CAPA_CLOSED_REFUSAL,
  canMoveCapa,
  capaMoveRefusal,
  findingStatusForCapa,
  type Capa,
  type CapaUpdate,
} from '@cq/shared';
import { InvalidInputError, InvalidTransitionError, StaleVersionError } from '../domain/errors';
import { getCapa, listCapas, updateCapa, type CapaChanges } from '../data/audits/capas';
import { findFinding, findingUpdate } from '../data/audits/findings';
import { retryOnContention } from '../data/core/contention';
import type { Owner } from '../data/core/owner';
import { getReport } from '../data/audits/reports';

/** A report's CAPA records; another owner's report is not found. */
export async function capasOf(owner: Owner, reportId: string): Promise<Capa[]> {
  await getReport(owner, reportId);
  return listCapas(owner, reportId);
}

/**
 * Edits or moves a CAPA: open → in progress → verified → closed (verified may go back to in progress); closing
 * needs the effectiveness verified with notes; closed is final. CAPA follow-up goes on after a report is signed.
 */
export async function reviseCapa(owner: Owner, id: string, update: CapaUpdate): Promise<Capa> {
  const { version, reason, ...requested } = update;
  return retryOnContention(async () => {
    const current = await getCapa(owner, id);
    const changes = Object.fromEntries(
      Object.entries(requested).filter(([field, value]) => current[field as keyof Capa] !== value),
    ) as CapaChanges;
    if (Object.keys(changes).length === 0) {
      if (current.version !== version) throw new StaleVersionError();
      return current;
    }
    if (current.status === 'closed') throw new InvalidTransitionError(CAPA_CLOSED_REFUSAL);
    if (changes.status && !canMoveCapa(current.status, changes.status)) {
      throw new InvalidTransitionError(capaMoveRefusal(current.status, changes.status));
    }
    const next = { ...current, ...changes };
    if (changes.status === 'closed' && !(next.effectivenessVerified && next.verificationNotes.trim())) {
      throw new InvalidInputError(CAPA_CLOSE_NEEDS_VERIFICATION, {
        verificationNotes: CAPA_CLOSE_NEEDS_VERIFICATION,
      });
    }
    return updateCapa(owner, current, version, changes, reason, await findingFollows(owner, current, next));
  });
}

/**
 * The move a CAPA's status change gives its finding (written in the CAPA's transaction). None when the status
 * stays, when the finding already stands where the CAPA puts it, or for a CAPA whose finding is not a record yet
 * (a report completed before findings were one record, not migrated yet).
 */
async function findingFollows(owner: Owner, current: Capa, next: Capa) {
  return next.status === current.status ? undefined : findingMoveFor(owner, next);
}

/**
 * Where a CAPA puts its finding: in progress while the CAPA is worked on, closed with it (the verification
 * notes as its resolution); a closed finding stays closed.
 */
export async function findingMoveFor(owner: Owner, capa: Capa) {
  const finding = await findFinding(owner, capa.findingId);
  const status = findingStatusForCapa(capa.status);
  if (!finding || finding.status === status || finding.status === 'closed') return undefined;
  const closing = status === 'closed';
  return findingUpdate(owner, finding, finding.version, {
    status,
    ...(closing
      ? { resolution: `Closed with its CAPA: ${capa.verificationNotes}`, closedAt: new Date().toISOString() }
      : {}),
  });
}
