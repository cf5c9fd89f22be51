import type { AuditStatus, AuditType } from '@cq/shared/audits/rules';

/** Audit type labels (the type filter, cards and forms). */
export const AUDIT_TYPE_LABELS: Record<AuditType, string> = {
  hospital: 'Hospital',
  pharmacy: 'Pharmacy',
  clinical_trial: 'Clinical Trial',
  compliance: 'Compliance',
};

/**
 * Status colours (spec §4): green completed, yellow in progress, blue scheduled, red cancelled; a draft is
 * neutral. Each pair keeps at least 4.5:1 contrast.
 */
export const AUDIT_STATUS_CLASSES: Record<AuditStatus, string> = {
  draft: 'bg-muted text-muted-foreground',
  scheduled: 'bg-[#dbeafe] text-[#1e40af]',
  in_progress: 'bg-warning-surface text-warning-foreground',
  completed: 'bg-success-surface text-success',
  cancelled: 'bg-danger-surface text-destructive',
};
