import { listAuditReports } from '../data/audits/reports';
import type { StoredRequest } from '../data/responses/requests';
import { NotFoundError } from '../domain/errors';
import type { ApiResult } from '../lib/response';
import { exportReport } from '../services/reportExport/exportReport';
import { auditeeName } from './portal';

export const PORTAL_REPORT_MESSAGES = {
  notShared: 'The auditor has not shared a report with you.',
  noApproved: 'There is no approved report for this audit yet.',
} as const;

/**
 * The audit's latest approved report as PDF, only when the auditor chose to share it; the download is trailed
 * as the auditee, as members' exports are trailed as them. A report approved later replaces the earlier one.
 */
export async function portalReport(request: StoredRequest): Promise<ApiResult> {
  if (!request.shareReport) throw new NotFoundError(PORTAL_REPORT_MESSAGES.notShared);
  const owner = { workspaceId: request.workspaceId, actor: auditeeName(request) };
  // Oldest first (an audit has a few reports): the last approved is the latest.
  const approved = (await listAuditReports(owner, request.auditId)).filter((r) => r.status === 'approved').at(-1);
  if (!approved) throw new NotFoundError(PORTAL_REPORT_MESSAGES.noApproved);
  return exportReport(owner, approved.id, 'pdf');
}
