import { RISK_RATING_LABELS, type RiskRating } from '../auditees/rules';

/** What an auditee's completed reports in a range found, against which its risk rating is read. */
export interface RiskEvidence {
  reports: number;
  findings: number;
  critical: number;
  high: number;
}

export const RISK_DISAGREEMENT_REASONS = {
  lowWithCritical: 'Rated low, yet its reports raised critical findings',
  lowWithHigh: 'Rated low, yet its reports raised high findings',
  highWithNone: 'Rated high, yet its reports raised no findings',
} as const;

/**
 * Why an auditee's rating and its findings disagree, or null when they agree or say nothing (no report completed
 * in the range, or no rating). A low rating is contradicted by any critical or high finding; a high rating by
 * completed reports that found nothing at all. Medium is contradicted by neither: it is the rating for mixed evidence.
 */
export function riskDisagreement(rating: RiskRating | null, e: RiskEvidence): string | null {
  if (!rating || e.reports === 0) return null;
  if (rating === 'low' && e.critical > 0) return RISK_DISAGREEMENT_REASONS.lowWithCritical;
  if (rating === 'low' && e.high > 0) return RISK_DISAGREEMENT_REASONS.lowWithHigh;
  if (rating === 'high' && e.findings === 0) return RISK_DISAGREEMENT_REASONS.highWithNone;
  return null;
}

export const ratingLabel = (rating: RiskRating | null) => (rating ? RISK_RATING_LABELS[rating] : 'Not rated');
