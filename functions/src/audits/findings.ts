import {
  canMoveFinding,
  FINDING_CLOSED_REFUSAL,
  FINDING_FOLLOWS_CAPA,
  findingMoveRefusal,
  finalAuditRefusal,
  matchesFindingFilter,
  RESOLUTION_REQUIRED,
  sortFindings,
  takesNewFindings,
  type Finding,
  type FindingCreate,
  type FindingFilter,
  type FindingUpdate,
  type WorkspaceFinding,
} from '@cq/shared';
import { InvalidInputError, InvalidTransitionError, StaleVersionError } from '../domain/errors';
import { allAudits, getAudit } from '../data/audits/audits';
import { retryOnContention } from '../data/core/contention';
import {
  allFindings,
  createFinding,
  getFinding,
  listFindings,
  updateFinding,
  type FindingChanges,
} from '../data/audits/findings';
import type { Owner } from '../data/core/owner';

/** An audit's findings; another owner's audit is not found. */
export async function findingsOf(owner: Owner, auditId: string): Promise<Finding[]> {
  await getAudit(owner, auditId);
  return listFindings(owner, auditId);
}

/**
 * The workspace's findings that match the filter, each with its audit's title, most severe first (two Queries on
 * the workspace partition: the findings and the audits). The dashboard's "critical findings are open" lands here.
 */
export async function workspaceFindings(owner: Owner, filter: FindingFilter): Promise<WorkspaceFinding[]> {
  const [findings, audits] = await Promise.all([allFindings(owner), allAudits(owner)]);
  const titles = new Map(audits.map((a) => [a.id, a.title]));
  return sortFindings(findings.filter((f) => matchesFindingFilter(f, filter))).map((f) => ({
    ...f,
    auditTitle: (f.auditId && titles.get(f.auditId)) || '',
  }));
}

/** Records a finding on one of the owner's audits; a completed or cancelled audit takes no more. */
export async function addFinding(owner: Owner, auditId: string, input: FindingCreate): Promise<Finding> {
  const audit = await getAudit(owner, auditId);
  if (!takesNewFindings(audit.status)) throw new InvalidTransitionError(finalAuditRefusal(audit.status));
  return retryOnContention(() =>
    createFinding(owner, {
      auditId,
      title: input.title,
      description: input.description ?? '',
      severity: input.severity,
      responseRequired: input.responseRequired ?? false,
      dueDate: input.dueDate ?? null,
    }),
  );
}

/** Moves or edits a finding: open → in_progress → closed, closing needs a resolution note, closed is final. */
export async function reviseFinding(owner: Owner, id: string, update: FindingUpdate): Promise<Finding> {
  const { version, reason, ...requested } = update;
  return retryOnContention(async () => {
    const current = await getFinding(owner, id);
    const changes = Object.fromEntries(
      Object.entries(requested).filter(([field, value]) => current[field as keyof Finding] !== value),
    ) as FindingChanges;
    if (Object.keys(changes).length === 0) {
      if (current.version !== version) throw new StaleVersionError();
      return current;
    }
    if (current.status === 'closed') throw new InvalidTransitionError(FINDING_CLOSED_REFUSAL);
    if (changes.status && current.capaId) throw new InvalidTransitionError(FINDING_FOLLOWS_CAPA);
    if (changes.status && !canMoveFinding(current.status, changes.status)) {
      throw new InvalidTransitionError(findingMoveRefusal(current.status, changes.status));
    }
    if (changes.status === 'closed') {
      if (!(changes.resolution ?? current.resolution)?.trim()) {
        throw new InvalidInputError(RESOLUTION_REQUIRED, { resolution: RESOLUTION_REQUIRED });
      }
      changes.closedAt = new Date().toISOString();
    }
    return updateFinding(owner, current, version, changes, reason);
  });
}
