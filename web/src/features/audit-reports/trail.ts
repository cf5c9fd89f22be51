import {
  CAPA_STATUS_LABELS,
  EFFECTIVENESS_RESULT_LABELS,
  type CapaStatus,
  type EffectivenessCheck,
} from '@cq/shared/reports/capa';
import {
  CHECKLIST_RESPONSE_LABELS,
  REPORT_STATUS_LABELS,
  type ChecklistResponse,
  type ReportStatus,
} from '@cq/shared/reports/rules';
import { REPORT_TYPE_LABELS, type ReportType } from '@cq/shared/reports/templates';
import type { TrailEntryView } from '@cq/shared/audits/schemas';
import { fieldChanges, type TrailChangeLine } from '@/components/trail/trailState';
import { formatDate, formatUtcTimestamp } from '@/lib/dates';

export { firstBrokenLink, trailState } from '@/components/trail/trailState';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  type: 'Type',
  status: 'Status',
  notes: 'Notes',
  answers: 'Answers',
  findings: 'Findings',
  progress: 'Progress',
  riskScore: 'Risk score',
  riskLevel: 'Risk level',
  reviewerId: 'Reviewer',
  signature: 'Signature',
  signatures: 'Signature',
  format: 'Format',
};

/** Fields an entry shows, in this order; bulky or bookkeeping values are summarised or left out. */
const SHOWN = Object.keys(FIELD_LABELS);

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** 'Approved by Ada Lovelace (ada@example.com) at Nov 23, 2026, 14:05:09 UTC'. */
function describeSignature(value: unknown): string {
  const s = asRecord(value);
  return `${String(s.meaning)} by ${String(s.printedName)} (${String(s.email)}) at ${formatUtcTimestamp(String(s.signedAt))}`;
}

/** A person named in an entry (the reviewer): their name in the workspace, or the id. */
type NameOf = (userId: string) => string;

/** A stored value as a line of text: answers and findings as counts, a signature as who signed and why. */
function summarise(field: string, value: unknown, nameOf: NameOf): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return '(none)';
  if (field === 'answers' && Array.isArray(value)) {
    const answered = value.filter((i) => asRecord(i).response !== null && asRecord(i).response !== undefined).length;
    return `${answered} of ${value.length} answered`;
  }
  if (field === 'findings' && Array.isArray(value)) return String(value.length);
  if (field === 'status' && typeof value === 'string' && value in REPORT_STATUS_LABELS)
    return REPORT_STATUS_LABELS[value as ReportStatus];
  if (field === 'type' && typeof value === 'string' && value in REPORT_TYPE_LABELS)
    return REPORT_TYPE_LABELS[value as ReportType];
  if (field === 'progress' && typeof value === 'number') return `${value}%`;
  if (field === 'riskScore' && typeof value === 'number') return `${value}/100`;
  if (field === 'format' && typeof value === 'string') return value.toUpperCase();
  if (field === 'reviewerId' && typeof value === 'string') return nameOf(value);
  if (field === 'signature') return describeSignature(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The entry's record with checklist and findings under the names the trail shows. */
function normalise(value: unknown): Record<string, unknown> {
  const r = asRecord(value);
  const out: Record<string, unknown> = { ...r };
  if ('checklist' in r) out.answers = r.checklist;
  if ('generatedFindings' in r) out.findings = r.generatedFindings;
  return out;
}

/** One checklist answer as a line: its response (or 'Not answered') and its notes. */
function describeAnswer(item: Record<string, unknown>): string {
  const response = item.response as ChecklistResponse | null | undefined;
  const label = response ? CHECKLIST_RESPONSE_LABELS[response] : 'Not answered';
  const notes = typeof item.notes === 'string' ? item.notes.trim() : '';
  return notes ? `${label}; notes: ${notes}` : label;
}

/** Each question whose response or notes changed, old and new: a note added shows even when the count does not. */
function answerLines(before: unknown, after: unknown): TrailChangeLine[] {
  if (!Array.isArray(before) || !Array.isArray(after)) return [];
  return after.flatMap((item, i): TrailChangeLine[] => {
    const next = describeAnswer(asRecord(item));
    const prev = describeAnswer(asRecord(before[i]));
    return prev === next ? [] : [{ field: `answers.${i + 1}`, label: `Question ${i + 1}`, before: prev, after: next }];
  });
}

/** The signatures an entry added (each signing appends one to the report's list), one line each. */
function signatureLines(before: unknown, after: unknown): TrailChangeLine[] {
  if (!Array.isArray(after)) return [];
  const kept = Array.isArray(before) ? before.length : 0;
  return after.slice(kept).map((s, i) => ({
    field: `signatures.${kept + i + 1}`,
    label: FIELD_LABELS.signatures!,
    before: null,
    after: describeSignature(s),
  }));
}

/**
 * The fields an entry set (creation, export) or changed (answers, edits, moves, the reviewer, a signature), with
 * people named by `nameOf` (the workspace's members; the id when not known).
 */
export function reportTrailChanges(nameOf: NameOf = (id) => id) {
  return (entry: Pick<TrailEntryView, 'before' | 'after'>): TrailChangeLine[] => {
    const before = entry.before === null || entry.before === undefined ? null : normalise(entry.before);
    const after = normalise(entry.after);
    return SHOWN.flatMap((field): TrailChangeLine[] => {
      if (!(field in after)) return [];
      if (field === 'signatures') return signatureLines(before?.signatures, after.signatures);
      const next = summarise(field, after[field], nameOf);
      if (next === undefined) return [];
      if (before === null)
        return next === '(none)' ? [] : [{ field, label: FIELD_LABELS[field]!, before: null, after: next }];
      const prev = summarise(field, before[field], nameOf) ?? '(none)';
      const line = prev === next ? [] : [{ field, label: FIELD_LABELS[field]!, before: prev, after: next }];
      return field === 'answers' ? [...line, ...answerLines(before.answers, after.answers)] : line;
    });
  };
}

/** The report trail's changes with people shown by id (see `reportTrailChanges` for names). */
export const trailChanges = reportTrailChanges();

/** 'Created', 'Answers recorded', 'Moved to Under Review', 'Signed', 'Exported'. */
export function trailActionLabel(action: string): string {
  if (action === 'create') return 'Created';
  if (action === 'update') return 'Updated';
  if (action === 'responses') return 'Answers recorded';
  if (action === 'sign') return 'Signed';
  if (action === 'export') return 'Exported';
  if (action === 'delete') return 'Deleted';
  if (action === 'effectiveness_check') return 'Effectiveness check recorded';
  if (action === 'overdue') return 'Became overdue';
  const moved = /^status\.(.+)$/.exec(action)?.[1];
  if (moved && moved in REPORT_STATUS_LABELS) return `Moved to ${REPORT_STATUS_LABELS[moved as ReportStatus]}`;
  if (moved && moved in CAPA_STATUS_LABELS) return `Moved to ${CAPA_STATUS_LABELS[moved as CapaStatus]}`;
  return action;
}

const CAPA_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
  rootCause: 'Root cause',
  correctiveAction: 'Corrective action',
  preventiveAction: 'Preventive action',
  responsiblePerson: 'Responsible person',
  dueDate: 'Due date',
  // Kept for CAPA trails written before effectiveness checks (issue 20).
  effectivenessVerified: 'Effectiveness verified',
  verificationNotes: 'Verification notes',
  checkDueDate: 'Effectiveness check due',
  effectivenessChecks: 'Effectiveness check',
};

function capaValue(field: string, value: unknown): string {
  if (field === 'status' && typeof value === 'string' && value in CAPA_STATUS_LABELS)
    return CAPA_STATUS_LABELS[value as CapaStatus];
  if (field === 'effectivenessVerified') return value ? 'Yes' : 'No';
  // The checks list grows by one per entry: the entry shows the check it recorded.
  if (field === 'effectivenessChecks' && Array.isArray(value)) {
    const last = value.at(-1) as EffectivenessCheck | undefined;
    return last ? `${EFFECTIVENESS_RESULT_LABELS[last.result]} (${last.method}): ${last.notes}` : '—';
  }
  if (field === 'checkDueDate') return typeof value === 'string' ? formatDate(value) : '—';
  if (field === 'dueDate' && typeof value === 'string') return formatDate(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A CAPA's trail entries: what each set or changed. */
export const capaTrailChanges = fieldChanges(CAPA_LABELS, capaValue);
