import { AUDIT_STATUS_LABELS, type AuditStatus } from '@cq/shared/audits/rules';
import type { TrailEntryView } from '@cq/shared/audits/schemas';
import type { TrailChangeLine } from '@/components/trail/trailState';
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
};

/** Fields a trail entry shows, in this order; bookkeeping (ids, timestamps, version) is left out. */
const SHOWN = Object.keys(FIELD_LABELS);

export function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (field === 'status' && typeof value === 'string' && value in AUDIT_STATUS_LABELS)
    return AUDIT_STATUS_LABELS[value as AuditStatus];
  if (field === 'type' && typeof value === 'string' && value in AUDIT_TYPE_LABELS)
    return AUDIT_TYPE_LABELS[value as keyof typeof AUDIT_TYPE_LABELS];
  if (field === 'progress' && typeof value === 'number') return `${value}%`;
  if ((field === 'scheduledDate' || field === 'completedDate') && typeof value === 'string') return formatDate(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields an entry set (creation) or changed (an update or a move), with their old and new values. */
export function trailChanges(entry: Pick<TrailEntryView, 'before' | 'after'>): TrailChangeLine[] {
  const before = entry.before === null || entry.before === undefined ? null : asRecord(entry.before);
  const after = asRecord(entry.after);
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  // A creation lists the values it set; a change lists each field that moved, emptied ones included.
  const shown = (field: string) =>
    field in after && (before === null ? !empty(after[field]) : before[field] !== after[field]);
  return SHOWN.filter(shown).map((field) => ({
    field,
    label: FIELD_LABELS[field]!,
    before: before === null ? null : fieldValue(field, before[field]),
    after: fieldValue(field, after[field]),
  }));
}

/** 'Created', 'Updated', 'Moved to In Progress'. */
export function trailActionLabel(action: string): string {
  if (action === 'create') return 'Created';
  if (action === 'update') return 'Updated';
  const moved = /^status\.(.+)$/.exec(action)?.[1];
  if (moved && moved in AUDIT_STATUS_LABELS) return `Moved to ${AUDIT_STATUS_LABELS[moved as AuditStatus]}`;
  return action;
}
