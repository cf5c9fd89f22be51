import { AUDIT_STATUS_LABELS, type AuditStatus } from '@cq/shared/audits/rules';
import {
  FINDING_SEVERITY_LABELS,
  FINDING_STATUS_LABELS,
  type FindingSeverity,
  type FindingStatus,
} from '@cq/shared/findings/rules';
import { fieldChanges } from '@/components/trail/trailState';
import { AUDIT_TYPE_LABELS } from '@/features/workspace';
import { formatDate } from '@/lib/dates';

export { firstBrokenLink, trailState } from '@/components/trail/trailState';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  type: 'Type',
  status: 'Status',
  progress: 'Progress',
  scheduledDate: 'Scheduled date',
  completedDate: 'Completed date',
  leadAuditorId: 'Lead auditor',
  auditorIds: 'Auditors',
  reviewerId: 'Reviewer',
};

/** A person named in an entry: their name in the workspace, or the id. */
type NameOf = (userId: string) => string;

export function fieldValue(field: string, value: unknown, nameOf: NameOf = (id) => id): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if ((field === 'leadAuditorId' || field === 'reviewerId') && typeof value === 'string') return nameOf(value);
  if (field === 'auditorIds' && Array.isArray(value))
    return value.length ? value.map((id) => nameOf(String(id))).join(', ') : '(none)';
  if (field === 'status' && typeof value === 'string' && value in AUDIT_STATUS_LABELS)
    return AUDIT_STATUS_LABELS[value as AuditStatus];
  if (field === 'type' && typeof value === 'string' && value in AUDIT_TYPE_LABELS)
    return AUDIT_TYPE_LABELS[value as keyof typeof AUDIT_TYPE_LABELS];
  if (field === 'progress' && typeof value === 'number') return `${value}%`;
  if ((field === 'scheduledDate' || field === 'completedDate') && typeof value === 'string') return formatDate(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields an entry set (creation) or changed (an update, a move, who does it), with their old and new values;
 * people by `nameOf` (the workspace's members; the id when not known).
 */
export function auditTrailChanges(nameOf?: NameOf) {
  const lines = fieldChanges(FIELD_LABELS, (field, value) => fieldValue(field, value, nameOf));
  // Auditors are a list: a creation with none, or the same people again, is no change worth a line.
  return (entry: Parameters<typeof lines>[0]) =>
    lines(entry).filter((l) => l.before !== l.after && !(l.before === null && l.after === '(none)'));
}

export const trailChanges = auditTrailChanges();

const FINDING_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  severity: 'Severity',
  status: 'Status',
  responseRequired: 'Response required',
  dueDate: 'Due date',
  resolution: 'Resolution',
};

function findingValue(field: string, value: unknown): string {
  if (field === 'status' && typeof value === 'string' && value in FINDING_STATUS_LABELS)
    return FINDING_STATUS_LABELS[value as FindingStatus];
  if (field === 'severity' && typeof value === 'string' && value in FINDING_SEVERITY_LABELS)
    return FINDING_SEVERITY_LABELS[value as FindingSeverity];
  if (field === 'responseRequired') return value ? 'Yes' : 'No';
  if (field === 'dueDate' && typeof value === 'string') return formatDate(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A finding's trail entries: what each set or changed. */
export const findingTrailChanges = fieldChanges(FINDING_LABELS, findingValue);

/** 'Created', 'Moved to In Progress', 'Moved to Closed' for a finding. */
export function findingActionLabel(action: string): string {
  const moved = /^status\.(.+)$/.exec(action)?.[1];
  if (moved && moved in FINDING_STATUS_LABELS) return `Moved to ${FINDING_STATUS_LABELS[moved as FindingStatus]}`;
  return trailActionLabel(action);
}

/** 'Created', 'Updated', 'Moved to In Progress'. */
export function trailActionLabel(action: string): string {
  if (action === 'create') return 'Created';
  if (action === 'update') return 'Updated';
  const moved = /^status\.(.+)$/.exec(action)?.[1];
  if (moved && moved in AUDIT_STATUS_LABELS) return `Moved to ${AUDIT_STATUS_LABELS[moved as AuditStatus]}`;
  return action;
}
