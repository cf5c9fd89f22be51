import {
  canMoveFinding,
  FINDING_CLOSED_REFUSAL,
  FINDING_FOLLOWS_CAPA,
  findingMoveRefusal,
  finalAuditRefusal,
  RESOLUTION_REQUIRED,
  takesNewFindings,
  type Finding,
  type FindingCreate,
  type FindingFilter,
  type FindingUpdate,
  type WorkspaceFinding,
} from '@cq/shared';
import { InvalidInputError, InvalidTransitionError, StaleVersionError } from '../domain/errors';
import { requireReason } from '../domain/reason';
import { findingScope } from '../data/analytics/rules';
import { auditTitles, getAudit } from '../data/audits/audits';
import { retryOnContention } from '../data/core/contention';
import {
  createFinding,
  getFinding,
  listFindings,
  listWorkspaceFindings,
  updateFinding,
  type FindingChanges,
} from '../data/audits/findings';
import type { Owner } from '../data/core/owner';
import type { Page, PageRequest } from '../data/core/paging';

/** An audit's findings; another owner's audit is not found. */
export async function findingsOf(owner: Owner, auditId: string): Promise<Finding[]> {
  await getAudit(owner, auditId);
  return listFindings(owner, auditId);
}

/**
 * A page of the workspace's findings that match the filter, newest first, each with its audit's title (one Query
 * for the page and one BatchGet for its audits' titles). The dashboard's "critical findings are open" lands here.
 */
export async function workspaceFindings(
  owner: Owner,
  page: PageRequest,
  filter: FindingFilter,
): Promise<Page<WorkspaceFinding>> {
  const found = await listWorkspaceFindings(owner, page, filter);
  const titles = await auditTitles(
    owner,
    found.items.flatMap((f) => (f.auditId ? [f.auditId] : [])),
  );
  return {
    items: found.items.map((f) => ({ ...f, auditTitle: (f.auditId && titles.get(f.auditId)) || '' })),
    next: found.next,
  };
}

/** Records a finding on one of the owner's audits; a completed or cancelled audit takes no more. */
export async function addFinding(owner: Owner, auditId: string, input: FindingCreate): Promise<Finding> {
  const audit = await getAudit(owner, auditId);
  if (!takesNewFindings(audit.status)) throw new InvalidTransitionError(finalAuditRefusal(audit.status));
  return retryOnContention(() =>
    createFinding(
      owner,
      {
        auditId,
        title: input.title,
        description: input.description ?? '',
        severity: input.severity,
        responseRequired: input.responseRequired ?? false,
        dueDate: input.dueDate ?? null,
      },
      findingScope(audit),
    ),
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
    requireReason('finding', current, changes, reason);
    return updateFinding(owner, current, version, changes, reason);
  });
}
