import type { TrailRecordType, TrailReview, TrailReviewCreate, TrailExportFormat } from '@cq/shared/trail/schemas';
import { TRAIL_MESSAGES, TRAIL_REVIEW_MEANING } from '@cq/shared/trail/schemas';
import { getAudit } from '../data/audits/audits';
import { getCapa } from '../data/audits/capas';
import { FINDING_ENTITY, getFinding } from '../data/audits/findings';
import { getReport, REPORT_ENTITY } from '../data/audits/reports';
import { getAuditee } from '../data/auditees/auditees';
import { getStudy } from '../data/auditees/studies';
import type { Workspace } from '../data/core/owner';
import { trailOfWorkspace } from '../data/trail/range';
import { createTrailReview, listTrailReviews } from '../data/trail/reviews';
import { readTrail } from '../data/trail/trail';
import type { AuthUser } from '../lib/event';
import type { ApiResult } from '../lib/response';
import { confirmSigner, openSigning } from '../services/signer';
import { trailDownload } from '../services/trailExport/exportTrail';

/**
 * Each exportable record: its trail's entity type, and the owner-scoped read that answers another workspace's id
 * (or a missing one) with 404 before any trail is read.
 */
const RECORDS: Record<
  TrailRecordType,
  { entityType: string; read: (owner: Workspace, id: string) => Promise<unknown> }
> = {
  audit: { entityType: 'Audit', read: getAudit },
  finding: { entityType: FINDING_ENTITY, read: getFinding },
  report: { entityType: REPORT_ENTITY, read: getReport },
  capa: { entityType: 'Capa', read: getCapa },
  auditee: { entityType: 'Auditee', read: getAuditee },
  study: { entityType: 'Study', read: getStudy },
};

/** One record's whole trail as a file (a record's chain is one bounded partition). */
export async function exportRecordTrail(
  workspace: Workspace,
  type: TrailRecordType,
  id: string,
  format: TrailExportFormat,
): Promise<ApiResult> {
  const record = RECORDS[type];
  await record.read(workspace, id);
  const entries = await readTrail(record.entityType, id);
  return trailDownload(
    {
      fileBase: `trail-${type}-${id}`,
      title: `Audit trail: ${type} ${id}`,
      scope: `Every entry of ${type} ${id}, oldest first.`,
      exportedBy: workspace.actor,
      entries,
    },
    format,
  );
}

/** Every entry of the workspace's records in a range of UTC days, as a file. */
export async function exportRangeTrail(
  workspace: Workspace,
  from: string,
  to: string,
  format: TrailExportFormat,
): Promise<ApiResult> {
  const entries = await trailOfWorkspace(workspace.workspaceId, from, to);
  return trailDownload(
    {
      fileBase: `trail-${from}-to-${to}`,
      title: `Audit trail ${from} to ${to}`,
      scope: `Every entry of this workspace's records from ${from} to ${to} (UTC days), oldest first.`,
      exportedBy: workspace.actor,
      entries,
    },
    format,
  );
}

export const trailReviewsOf = (workspace: Workspace): Promise<TrailReview[]> => listTrailReviews(workspace);

/**
 * A periodic review of a range (Annex 11 §9), signed like a report (21 CFR 11.50, 11.200): the signing lockout
 * first, the statement, then the password again; a wrong one counts toward the lockout and records nothing.
 * The review keeps how many entries the range held when it was signed.
 */
export async function recordTrailReview(
  workspace: Workspace,
  user: AuthUser,
  input: TrailReviewCreate,
): Promise<TrailReview> {
  await openSigning(user);
  const entries = await trailOfWorkspace(workspace.workspaceId, input.from, input.to);
  const { printedName, email } = await confirmSigner(user, input.password, TRAIL_MESSAGES.wrongPassword);
  return createTrailReview(workspace, {
    from: input.from,
    to: input.to,
    result: input.result,
    notes: input.notes,
    entries: entries.length,
    signature: {
      signerId: user.sub,
      printedName,
      email,
      meaning: TRAIL_REVIEW_MEANING,
      signedAt: new Date().toISOString(),
    },
  });
}
