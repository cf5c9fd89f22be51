import type { Finding } from '@cq/shared/findings/schemas';

/** Where a finding lives: its audit's page, scrolled to it, or else the report that raised it. */
export const findingHref = (f: Pick<Finding, 'id' | 'auditId' | 'reportId' | 'questionId'>): string =>
  f.auditId ? `/audits/${encodeURIComponent(f.auditId)}#finding-${encodeURIComponent(f.id)}` : reportFindingHref(f);

/** The report that raised a finding, scrolled to it. */
export const reportFindingHref = (f: Pick<Finding, 'reportId' | 'questionId'>): string =>
  `/audit-reports/${encodeURIComponent(f.reportId ?? '')}#finding-${encodeURIComponent(f.questionId ?? '')}`;
