import { AUDIT_STATUS_LABELS, type AuditStatus } from '@cq/shared/audits/rules';
import type { TrailEntryView } from '@cq/shared/audits/schemas';
import { AUDIT_TYPE_LABELS } from '@/features/workspace';
import { formatDate } from '@/lib/dates';

/** The hash a chain's first entry points back to. */
const GENESIS = '0'.repeat(64);

/**
 * Where the chain visibly breaks: the first entry whose sequence number skips or whose `prevHash` is not the
 * hash of the entry before it (an entry removed, inserted or reordered). An entry edited in place keeps its
 * links; only the server, which recomputes every hash, can see that (its `verified` is then false).
 */
export function firstBrokenLink(entries: readonly Pick<TrailEntryView, 'seq' | 'prevHash' | 'hash'>[]): number | null {
  let prevHash = GENESIS;
  for (const [i, entry] of entries.entries()) {
    if (entry.seq !== i + 1 || entry.prevHash !== prevHash) return entry.seq;
    prevHash = entry.hash;
  }
  return null;
}

export type TrailState = { kind: 'verified' } | { kind: 'broken'; at: number | null };

/** The trail's verification state: the server's verdict, and where it breaks when the links show it. */
export function trailState(trail: { entries: readonly TrailEntryView[]; verified: boolean }): TrailState {
  if (trail.verified) return { kind: 'verified' };
  return { kind: 'broken', at: firstBrokenLink(trail.entries) };
}

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

export interface TrailChangeLine {
  field: string;
  label: string;
  before: string | null;
  after: string;
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
