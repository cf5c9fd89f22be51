import {
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  progressTone,
  type ReportFindingSeverity,
  type ReportStatus,
  type RiskLevel,
} from '@cq/shared/reports/rules';
import { REPORT_TYPES, REPORT_TYPE_LABELS, type ReportType } from '@cq/shared/reports/templates';
import type { ReportSummary } from '@cq/shared/reports/schemas';
import { awaitsReviewBy } from '@cq/shared/orgs/rules';

/** Status colours (each pair ≥ 4.5:1): neutral draft, yellow in progress, blue review, green completed and approved. */
export const REPORT_STATUS_CLASSES: Record<ReportStatus, string> = {
  draft: 'bg-muted text-muted-foreground',
  in_progress: 'bg-warning-surface text-warning-foreground',
  review: 'bg-[#dbeafe] text-[#1e40af]',
  completed: 'bg-success-surface text-success',
  approved: 'bg-success text-white',
};

export const RISK_LEVEL_CLASSES: Record<RiskLevel, string> = {
  Low: 'bg-success-surface text-success',
  Medium: 'bg-warning-surface text-warning-foreground',
  High: 'bg-[#ffedd5] text-[#9a3412]',
  Critical: 'bg-danger-surface text-destructive',
};

/** A provisional score (checklist not complete) has no level and no risk colour: neutral, dashed. */
export const PROVISIONAL_CLASSES = 'border border-dashed border-input bg-background text-muted-foreground';

export const SEVERITY_LABELS: Record<ReportFindingSeverity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const SEVERITY_CLASSES: Record<ReportFindingSeverity, string> = {
  critical: 'bg-danger-surface text-destructive',
  high: 'bg-[#ffedd5] text-[#9a3412]',
  medium: 'bg-warning-surface text-warning-foreground',
  low: 'bg-muted text-muted-foreground',
};

/** Progress bar fill per spec §2: 100 green, ≥ 75 blue, ≥ 50 yellow, otherwise grey. */
export const PROGRESS_TONE_CLASSES: Record<ReturnType<typeof progressTone>, string> = {
  green: 'bg-success',
  blue: 'bg-[#2563eb]',
  yellow: 'bg-[#ca8a04]',
  grey: 'bg-[#64748b]',
};

export const progressClass = (progress: number): string => PROGRESS_TONE_CLASSES[progressTone(progress)];

export const findingsText = (n: number): string => (n === 1 ? '1 finding' : `${n} findings`);

export type TypeFilter = 'all' | ReportType;
export type StatusFilter = 'all' | ReportStatus;

export const TYPE_FILTER_OPTIONS = [
  { value: 'all', label: 'All types' },
  ...REPORT_TYPES.map((value) => ({ value, label: REPORT_TYPE_LABELS[value] })),
] as const;

export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...REPORT_STATUSES.map((value) => ({ value, label: REPORT_STATUS_LABELS[value] })),
] as const;

export interface ReportFilters {
  text: string;
  type: TypeFilter;
  status: StatusFilter;
  /** "Awaiting my review": reports waiting for this person's review signature (shared `awaitsReviewBy`). */
  awaitingReviewBy?: string | null;
}

/**
 * The list's filters (spec §2): text in the title or the type (its key or its label), then type and status, and
 * "Awaiting my review".
 */
export function filterReports<
  T extends Pick<ReportSummary, 'title' | 'type' | 'status' | 'reviewerId' | 'authorIds' | 'reviewedBy'>,
>(reports: readonly T[], { text, type, status, awaitingReviewBy }: ReportFilters): T[] {
  const needle = text.trim().toLowerCase();
  return reports.filter(
    (r) =>
      (type === 'all' || r.type === type) &&
      (status === 'all' || r.status === status) &&
      (!awaitingReviewBy || awaitsReviewBy(r, awaitingReviewBy)) &&
      (!needle ||
        r.title.toLowerCase().includes(needle) ||
        r.type.toLowerCase().includes(needle) ||
        REPORT_TYPE_LABELS[r.type].toLowerCase().includes(needle)),
  );
}

/** The wizard's steps (spec §2, §4). */
export const WIZARD_STEPS = ['select', 'checklist', 'review', 'complete'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const WIZARD_STEP_LABELS: Record<WizardStep, string> = {
  select: 'Select',
  checklist: 'Checklist',
  review: 'Review',
  complete: 'Complete',
};

/** Where a saved report resumes: answering until it is under review, then review, then complete. */
export function stepForStatus(status: ReportStatus): WizardStep {
  if (status === 'draft' || status === 'in_progress') return 'checklist';
  if (status === 'review') return 'review';
  return 'complete';
}

/** The wizard resuming a report, and a report's own page. */
export const wizardHref = (id: string): string => `/audit-reports?report=${encodeURIComponent(id)}`;
export const reportHref = (id: string): string => `/audit-reports/${encodeURIComponent(id)}`;
