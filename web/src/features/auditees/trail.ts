import {
  AUDITEE_KIND_LABELS,
  AUDITEE_STATUS_LABELS,
  RISK_RATING_LABELS,
  type AuditeeKind,
  type AuditeeStatus,
  type RiskRating,
} from '@cq/shared/auditees/rules';
import { fieldChanges } from '@/components/trail/trailState';

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  kind: 'Kind',
  status: 'Status',
  address: 'Address',
  country: 'Country',
  contactName: 'Contact name',
  contactEmail: 'Contact e-mail',
  contactPhone: 'Contact phone',
  riskRating: 'Risk rating',
  riskReason: 'Risk reason',
  notes: 'Notes',
};

function auditeeValue(field: string, value: unknown): string {
  const text = String(value);
  if (field === 'kind' && text in AUDITEE_KIND_LABELS) return AUDITEE_KIND_LABELS[text as AuditeeKind];
  if (field === 'status' && text in AUDITEE_STATUS_LABELS) return AUDITEE_STATUS_LABELS[text as AuditeeStatus];
  if (field === 'riskRating' && text in RISK_RATING_LABELS) return RISK_RATING_LABELS[text as RiskRating];
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What each of an auditee's trail entries set or changed, in the screen's words. */
export const auditeeTrailChanges = fieldChanges(FIELD_LABELS, auditeeValue);

export const auditeeActionLabel = (action: string): string =>
  action === 'create' ? 'Created' : action === 'update' ? 'Updated' : action;
