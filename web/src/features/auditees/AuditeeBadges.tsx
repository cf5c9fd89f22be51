import {
  AUDITEE_STATUS_LABELS,
  RISK_RATING_LABELS,
  type AuditeeStatus,
  type RiskRating,
} from '@cq/shared/auditees/rules';
import { Badge } from '@/components/ui/badge';

const STATUS_VARIANT = { prospect: 'outline', active: 'default', inactive: 'secondary' } as const;
const RISK_VARIANT = { low: 'secondary', medium: 'warning', high: 'destructive' } as const;

export function AuditeeStatusBadge({ status }: { status: AuditeeStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{AUDITEE_STATUS_LABELS[status]}</Badge>;
}

/** "High risk"; nothing while the auditee is not rated. */
export function RiskBadge({ rating }: { rating: RiskRating | null }) {
  if (!rating) return null;
  return <Badge variant={RISK_VARIANT[rating]}>{RISK_RATING_LABELS[rating]} risk</Badge>;
}
