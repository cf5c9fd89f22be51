import { BUILT_IN_GRADING, gradeOf, SEVERITY_POINTS, type Grading, type ReportFindingSeverity } from './grading';
import { recommendationFor, type ChecklistQuestion } from './templates';

export * from './grading';

/** Workspace spec §2 wizard step 2: each item is answered one of these. */
export const CHECKLIST_RESPONSES = ['compliant', 'minor_finding', 'non_compliant', 'not_applicable'] as const;
export type ChecklistResponse = (typeof CHECKLIST_RESPONSES)[number];

export const CHECKLIST_RESPONSE_LABELS: Record<ChecklistResponse, string> = {
  compliant: 'Compliant',
  minor_finding: 'Minor Finding',
  non_compliant: 'Non-Compliant',
  not_applicable: 'Not Applicable',
};

/** Spec §5: the notes box shows only for responses other than compliant and not_applicable. */
export const takesNotes = (response: ChecklistResponse | null | undefined): boolean =>
  response === 'minor_finding' || response === 'non_compliant';

export interface ChecklistItem extends ChecklistQuestion {
  response: ChecklistResponse | null;
  notes: string;
  /**
   * The answer and notes were carried over from the auditee's last report ("Start from last audit") and are not
   * confirmed yet: cleared when the auditor confirms or changes the answer.
   */
  carriedOver?: boolean;
}

/** Shown beside each answer carried over from the last audit until it is confirmed or changed. */
export const CARRIED_OVER_LABEL = 'carried over — confirm';

export const MAX_RISK_SCORE = 100;
export const CAPA_TARGET_DAYS = 30;

export interface GeneratedFinding {
  /** The question it comes from: regenerating gives the same ids. */
  id: string;
  questionId: string;
  title: string;
  description: string;
  severity: ReportFindingSeverity;
  category: string;
  recommendation: string;
  /** CAPA text for critical-priority items or non-compliant answers (target completion in 30 days). */
  capa: string | null;
  points: number;
  /** The grade's name under a workspace's own grading ("Major"); absent under the built-in rule (the severity). */
  grade?: string;
}

/**
 * Spec §9 finding generation: only non_compliant and minor_finding answers produce findings. Severity is critical
 * for critical priority, high for high priority, otherwise medium for non_compliant and low for minor_finding
 * (`BUILT_IN_GRADING`, used when `grading` is null). A template's own grading decides the grade, its points and the severity it counts as
 * instead; CAPA stays the spec's rule whatever the grading.
 */
export function generateFindings(items: readonly ChecklistItem[], grading: Grading | null = null): GeneratedFinding[] {
  const scale = grading ?? BUILT_IN_GRADING;
  return items.flatMap((item): GeneratedFinding[] => {
    if (item.response !== 'non_compliant' && item.response !== 'minor_finding') return [];
    const grade = gradeOf(scale, item.response, item.priority);
    const needsCapa = item.priority === 'critical' || item.response === 'non_compliant';
    const label = item.response === 'non_compliant' ? 'Non-compliance' : 'Minor finding';
    return [
      {
        id: `finding-${item.id}`,
        questionId: item.id,
        title: `${label}: ${item.category}`,
        description: item.notes.trim() ? `${item.question} ${item.notes.trim()}` : item.question,
        severity: grade.severity,
        category: item.category,
        recommendation: recommendationFor(item.category),
        capa: needsCapa
          ? `Corrective and preventive action for "${item.category}": find the root cause, correct it and verify the effect within ${CAPA_TARGET_DAYS} days.`
          : null,
        points: grade.points,
        ...(grading ? { grade: grade.label } : {}),
      },
    ];
  });
}

export const RISK_LEVELS = ['Low', 'Medium', 'High', 'Critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * Spec §9: the sum of severity points, capped at 100. A finding graded by a template's own grading carries its
 * grade's points, which count instead.
 */
export const riskScore = (
  findings: readonly (Pick<GeneratedFinding, 'severity'> & Partial<Pick<GeneratedFinding, 'points'>>)[],
): number =>
  Math.min(
    MAX_RISK_SCORE,
    findings.reduce((sum, f) => sum + (f.points ?? SEVERITY_POINTS[f.severity]), 0),
  );

/** Spec §9: 25 or less Low, 50 or less Medium, 75 or less High, above 75 Critical. */
export const riskLevel = (score: number): RiskLevel =>
  score <= 25 ? 'Low' : score <= 50 ? 'Medium' : score <= 75 ? 'High' : 'Critical';

/** How many checklist items have an answer (Not Applicable is one) and how many there are. */
export interface ChecklistCount {
  answered: number;
  questions: number;
}

export const checklistCount = (items: readonly Pick<ChecklistItem, 'response'>[]): ChecklistCount => ({
  answered: items.filter((i) => i.response !== null).length,
  questions: items.length,
});

/**
 * Whether a report's risk score is final: only once every checklist item is answered. Before that the score counts
 * the findings of the answers given so far (and can only grow), so an unanswered draft's 0 is not "Low risk".
 */
export const isScoreFinal = ({ answered, questions }: ChecklistCount): boolean =>
  questions > 0 && answered >= questions;

/** What every screen and export says about a report's score. */
export interface ScoreStanding extends ChecklistCount {
  final: boolean;
  /** The level once final; null while provisional (no level, no colour, until the checklist is complete). */
  level: RiskLevel | null;
  /** "Medium risk" when final, "Provisional: 1 of 5 answered" before. */
  label: string;
}

export const provisionalScoreLabel = ({ answered, questions }: ChecklistCount): string =>
  `Provisional: ${answered} of ${questions} answered`;

/** The score's standing: its level when the checklist is complete, otherwise provisional with the count. */
export function scoreStanding(score: number, count: ChecklistCount): ScoreStanding {
  const final = isScoreFinal(count);
  const level = final ? riskLevel(score) : null;
  return { ...count, final, level, label: level ? `${level} risk` : provisionalScoreLabel(count) };
}

/** The High Risk counter counts scores above 75. */
export const isHighRisk = (score: number): boolean => score > 75;

/** The report counters (spec §2, §9; the report list and /reports): each report counts for what it is now. */
export interface ReportCounts {
  total: number;
  inProgress: number;
  underReview: number;
  highRisk: number;
  completed: number;
}

/** What one report adds to the counters (null: a report that no longer exists adds nothing). */
export function reportCountsOf(report: { status: ReportStatus; riskScore: number } | null): ReportCounts {
  if (!report) return { total: 0, inProgress: 0, underReview: 0, highRisk: 0, completed: 0 };
  return {
    total: 1,
    inProgress: Number(report.status === 'in_progress'),
    underReview: Number(report.status === 'review'),
    highRisk: Number(isHighRisk(report.riskScore)),
    completed: Number(report.status === 'completed' || report.status === 'approved'),
  };
}

/** Percent of the checklist answered (spec: answered / 5). */
export const reportProgress = (items: readonly Pick<ChecklistItem, 'response'>[]): number =>
  items.length === 0 ? 0 : Math.round((items.filter((i) => i.response !== null).length / items.length) * 100);

/** Compliant answers over applicable ones (everything answered except not_applicable), or null when none. */
export function complianceRate(items: readonly Pick<ChecklistItem, 'response'>[]): number | null {
  const applicable = items.filter((i) => i.response !== null && i.response !== 'not_applicable');
  return complianceRateOf(applicable.filter((i) => i.response === 'compliant').length, applicable.length);
}

/** The rate from counts (the dashboard keeps the counts, not the answers): null with nothing applicable. */
export const complianceRateOf = (compliant: number, applicable: number): number | null =>
  applicable === 0 ? null : Math.round((compliant / applicable) * 100);

/** Report statuses (spec §4) and our sequence: back from review to in progress is the only way back. */
export const REPORT_STATUSES = ['draft', 'in_progress', 'review', 'completed', 'approved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  draft: 'Draft',
  in_progress: 'In Progress',
  review: 'Under Review',
  completed: 'Completed',
  approved: 'Approved',
};

export const REPORT_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  draft: ['in_progress'],
  in_progress: ['review'],
  review: ['in_progress', 'completed'],
  completed: ['approved'],
  approved: [],
};

export const canMoveReport = (from: ReportStatus, to: ReportStatus): boolean => REPORT_TRANSITIONS[from].includes(to);

export const reportMoveRefusal = (from: ReportStatus, to: ReportStatus): string =>
  `A report cannot move from ${REPORT_STATUS_LABELS[from]} to ${REPORT_STATUS_LABELS[to]}.`;

/**
 * Completing settles a report, so every checklist item must have an answer first (Not Applicable is one): a
 * report completed half-answered would show a compliance rate over the few items answered. Null when it may.
 */
export function completionRefusal(items: readonly Pick<ChecklistItem, 'response' | 'carriedOver'>[]): string | null {
  const open = items.filter((i) => i.response === null).length;
  if (open > 0) {
    return (
      `Answer every checklist item before completing the report: ${open} of ${items.length} ` +
      `${open === 1 ? 'is' : 'are'} still unanswered. Mark items that do not apply as Not Applicable.`
    );
  }
  // A re-audit shows what changed only once every answer taken from the last audit has been looked at again.
  const carried = items.filter((i) => i.carriedOver).length;
  if (carried === 0) return null;
  return (
    `Confirm or change every answer carried over from the last audit before completing the report: ${carried} of ` +
    `${items.length} ${carried === 1 ? 'is' : 'are'} still marked "${CARRIED_OVER_LABEL}".`
  );
}

/** Drafts and reports in progress may be deleted; nothing else ever is. */
export const canDeleteReport = (status: ReportStatus): boolean => status === 'draft' || status === 'in_progress';

/** Once completed, answers are settled; once approved (signed), nothing changes. */
export const answersLocked = (status: ReportStatus): boolean => status === 'completed' || status === 'approved';

/** Progress bar colour on report cards (spec §2): 100 green, ≥ 75 blue, ≥ 50 yellow, else grey. */
export const progressTone = (progress: number): 'green' | 'blue' | 'yellow' | 'grey' =>
  progress >= 100 ? 'green' : progress >= 75 ? 'blue' : progress >= 50 ? 'yellow' : 'grey';
