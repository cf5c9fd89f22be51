import {
  REPORT_STATUS_LABELS,
  riskLevel,
  type ReportFindingSeverity,
  type ReportStatus,
} from '@cq/shared/reports/rules';
import { cn } from '@/lib/cn';
import { REPORT_STATUS_CLASSES, RISK_LEVEL_CLASSES, SEVERITY_CLASSES, SEVERITY_LABELS } from './display';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function ReportStatusBadge({ status, className }: { status: ReportStatus; className?: string }) {
  return <span className={cn(pill, REPORT_STATUS_CLASSES[status], className)}>{REPORT_STATUS_LABELS[status]}</span>;
}

/** 'High risk' with its colour; the level follows the score (spec §9). */
export function RiskBadge({ score, className }: { score: number; className?: string }) {
  const level = riskLevel(score);
  return <span className={cn(pill, RISK_LEVEL_CLASSES[level], className)}>{level} risk</span>;
}

export function SeverityBadge({ severity, className }: { severity: ReportFindingSeverity; className?: string }) {
  return <span className={cn(pill, SEVERITY_CLASSES[severity], className)}>{SEVERITY_LABELS[severity]}</span>;
}
