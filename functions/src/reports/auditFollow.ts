import { auditFollowingReport, type Report } from '@cq/shared';
import { auditUpdate, getAudit, type AuditChanges } from '../data/audits/audits';
import type { Owner } from '../data/core/owner';
import type { CompanionChange } from '../data/trail/trail';

/**
 * The move a report's change gives the audit it belongs to (written in the report's transaction, trailed on the
 * audit with the report named as the reason): none for a report without an audit, or when nothing changes.
 */
export async function auditFollows(
  owner: Owner,
  report: Pick<Report, 'auditId' | 'title' | 'status' | 'progress'>,
): Promise<CompanionChange[]> {
  if (!report.auditId) return [];
  const audit = await getAudit(owner, report.auditId);
  const moved: AuditChanges = auditFollowingReport(audit, report);
  if (Object.keys(moved).length === 0) return [];
  if (moved.status === 'completed') moved.completedDate = new Date().toISOString();
  return [auditUpdate(owner, audit, audit.version, moved, `Follows its report "${report.title}"`)];
}
