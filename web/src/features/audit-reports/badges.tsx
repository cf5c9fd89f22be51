import {
  REPORT_STATUS_LABELS,
  scoreStanding,
  type ChecklistCount,
  type ReportFindingSeverity,
  type ReportStatus,
} from '@cq/shared/reports/rules';
import { cn } from '@/lib/cn';
import {
  PROVISIONAL_CLASSES,
  REPORT_STATUS_CLASSES,
  RISK_LEVEL_CLASSES,
  SEVERITY_CLASSES,
  SEVERITY_LABELS,
} from './display';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function ReportStatusBadge({ status, className }: { status: ReportStatus; className?: string }) {
  return <span className={cn(pill, REPORT_STATUS_CLASSES[status], className)}>{REPORT_STATUS_LABELS[status]}</span>;
}

/**
 * 'High risk' with its colour once the checklist is complete (the level follows the score, spec §9); before
 * that a neutral 'Provisional: 1 of 5 answered' (shared `scoreStanding`).
 */
export function RiskBadge({ score, count, className }: { score: number; count: ChecklistCount; className?: string }) {
  const standing = scoreStanding(score, count);
  return (
    <span className={cn(pill, standing.level ? RISK_LEVEL_CLASSES[standing.level] : PROVISIONAL_CLASSES, className)}>
      {standing.label}
    </span>
  );
}

/** A finding's severity, or the grade a template's own grading gave it (coloured as the severity it counts as). */
export function SeverityBadge({
  severity,
  grade,
  className,
}: {
  severity: ReportFindingSeverity;
  grade?: string;
  className?: string;
}) {
  return <span className={cn(pill, SEVERITY_CLASSES[severity], className)}>{grade ?? SEVERITY_LABELS[severity]}</span>;
}
