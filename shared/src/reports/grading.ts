import type { QuestionPriority } from './templates';

/** The answers that produce a finding (spec §9); the grade each gives depends on the question's priority. */
export const FINDING_RESPONSES = ['non_compliant', 'minor_finding'] as const;
export type FindingResponse = (typeof FINDING_RESPONSES)[number];

export const REPORT_FINDING_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type ReportFindingSeverity = (typeof REPORT_FINDING_SEVERITIES)[number];

/** Spec §9 severity points. */
export const SEVERITY_POINTS: Record<ReportFindingSeverity, number> = { critical: 25, high: 15, medium: 10, low: 5 };

/**
 * One grade of a grading scale. `severity` is the standard severity the grade counts as wherever findings are
 * counted across reports (the dashboard's critical findings, CAPA priorities), so a workspace's own names
 * ("Major") still land in the right column.
 */
export interface Grade {
  /** Unique within its scale: the matrix names grades by it. */
  label: string;
  points: number;
  severity: ReportFindingSeverity;
}

/** A grading scale: its grades, and which grade (by label) each finding answer gives for each question priority. */
export interface Grading {
  grades: Grade[];
  matrix: Record<FindingResponse, Record<QuestionPriority, string>>;
}

/**
 * Spec §9 as a grading: critical priority gives critical, high gives high, otherwise medium for non_compliant and
 * low for minor_finding; 25 / 15 / 10 / 5 points. The built-in templates always grade with it.
 */
export const BUILT_IN_GRADING: Grading = {
  grades: [
    { label: 'Critical', points: SEVERITY_POINTS.critical, severity: 'critical' },
    { label: 'High', points: SEVERITY_POINTS.high, severity: 'high' },
    { label: 'Medium', points: SEVERITY_POINTS.medium, severity: 'medium' },
    { label: 'Low', points: SEVERITY_POINTS.low, severity: 'low' },
  ],
  matrix: {
    non_compliant: { critical: 'Critical', high: 'High', medium: 'Medium' },
    minor_finding: { critical: 'Critical', high: 'High', medium: 'Low' },
  },
};

/** The grade an answer gives a question of this priority (the scale's schema guarantees every key names a grade). */
export function gradeOf(grading: Grading, response: FindingResponse, priority: QuestionPriority): Grade {
  const label = grading.matrix[response][priority];
  const grade = grading.grades.find((g) => g.label === label);
  if (!grade) throw new Error(`Grading has no grade "${label}"`);
  return grade;
}
