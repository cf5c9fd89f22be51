import { v7 as uuidv7 } from 'uuid';
import {
  CAPA_CLOSED_REFUSAL,
  canMoveCapa,
  capaAfterCheck,
  capaMoveProblems,
  capaMoveRefusal,
  checkDueDateProblem,
  checkRecordProblems,
  checkStatusRefusal,
  findingStatusForCapa,
  latestCheck,
  type Capa,
  type CapaUpdate,
  type EffectivenessCheckCreate,
} from '@cq/shared';
import { InvalidInputError, InvalidTransitionError, StaleVersionError } from '../domain/errors';
import { requireReason } from '../domain/reason';
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
 * Edits or moves a CAPA: open → in progress → verified → closed (verified may go back to in progress). Verifying
 * needs a root cause, an action and the latest effectiveness check Effective; closing needs that check (shared
 * `capaMoveProblems`, 409 with the fields); closed is final. CAPA follow-up goes on after a report is signed.
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
    const problems = changes.status ? capaMoveProblems(next, changes.status) : null;
    if (problems) throw new InvalidTransitionError(Object.values(problems)[0]!, problems);
    const dueProblem = 'checkDueDate' in changes ? checkDueDateProblem(next, next.checkDueDate) : null;
    if (dueProblem) throw new InvalidInputError(dueProblem, { checkDueDate: dueProblem });
    requireReason('capa', current, changes, reason);
    return updateCapa(owner, current, version, changes, reason, await findingFollows(owner, current, next));
  });
}

/**
 * Records an effectiveness check (trailed as `effectiveness_check`, the check in its `after`). "Not effective"
 * reopens the CAPA (In Progress) on the new target date; either result ends the scheduled check it answers.
 */
export async function recordEffectivenessCheck(
  owner: Owner,
  id: string,
  { version, newDueDate, ...input }: EffectivenessCheckCreate,
): Promise<Capa> {
  const today = new Date().toISOString().slice(0, 10);
  const problems = checkRecordProblems({ result: input.result, newDueDate }, today);
  if (problems) throw new InvalidInputError(Object.values(problems)[0]!, problems);
  const check = { id: uuidv7(), ...input, checkedBy: owner.actor, checkedAt: new Date().toISOString() };
  return retryOnContention(async () => {
    const current = await getCapa(owner, id);
    const refusal = checkStatusRefusal(current.status);
    if (refusal) throw new InvalidTransitionError(refusal);
    if (current.version !== version) throw new StaleVersionError();
    const moved = capaAfterCheck(current, { result: input.result, newDueDate });
    const changes = {
      effectivenessChecks: [...current.effectivenessChecks, check],
      checkDueDate: null,
      ...(moved.status !== current.status ? { status: moved.status } : {}),
      ...(moved.dueDate !== current.dueDate ? { dueDate: moved.dueDate } : {}),
    };
    const next = { ...current, ...changes };
    const also = await findingFollows(owner, current, next);
    return updateCapa(owner, current, version, changes, undefined, also, 'effectiveness_check');
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
 * Where a CAPA puts its finding: in progress while the CAPA is worked on, closed with it (the latest
 * check's notes as its resolution); a closed finding stays closed.
 */
export async function findingMoveFor(owner: Owner, capa: Capa) {
  const finding = await findFinding(owner, capa.findingId);
  const status = findingStatusForCapa(capa.status);
  if (!finding || finding.status === status || finding.status === 'closed') return undefined;
  const closing = status === 'closed';
  return findingUpdate(owner, finding, finding.version, {
    status,
    ...(closing
      ? { resolution: `Closed with its CAPA: ${latestCheck(capa)?.notes ?? ''}`, closedAt: new Date().toISOString() }
      : {}),
  });
}
