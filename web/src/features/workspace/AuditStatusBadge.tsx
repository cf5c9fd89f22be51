import { AUDIT_STATUS_LABELS, type AuditStatus } from '@cq/shared/audits/rules';
import { cn } from '@/lib/cn';
import { AUDIT_STATUS_CLASSES } from './auditDisplay';

export function AuditStatusBadge({ status, className }: { status: AuditStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        AUDIT_STATUS_CLASSES[status],
        className,
      )}
    >
      {AUDIT_STATUS_LABELS[status]}
    </span>
  );
}
