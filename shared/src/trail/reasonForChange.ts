/**
 * The reason for a change (21 CFR 11.10(e), Annex 11 §9): once a regulated record exists, changing what it records
 * (titles, descriptions, dates, answers and notes, finding and CAPA content, roles) needs a reason, kept with the
 * change in its trail. A workflow move (a status step) carries its own meaning and needs none. The API refuses a
 * change without one (400 on `reason`) and the edit forms ask for it with the same message.
 */

export const REASON_FOR_CHANGE_LABEL = 'Reason for change';
export const REASON_FOR_CHANGE_REQUIRED = 'Give a reason for this change';

/**
 * Per record, the fields whose change is a workflow move. A report's reviewer names who takes its next step (an
 * assignment, like a status); an audit's team is recorded data (who conducted it).
 */
export const WORKFLOW_FIELDS = {
  audit: ['status', 'progress'],
  finding: ['status'],
  capa: ['status'],
  auditee: ['status'],
  study: [],
  report: ['status', 'reviewerId'],
} as const satisfies Record<string, readonly string[]>;
export type ReasonRecord = keyof typeof WORKFLOW_FIELDS;

/**
 * Fields that belong to a status move when sent with one: closing a finding needs its resolution note (the move's
 * meaning), scheduling an audit its date. Changed on their own they are recorded data.
 */
const MOVE_FIELDS: Partial<Record<ReasonRecord, readonly string[]>> = {
  finding: ['resolution'],
  audit: ['scheduledDate', 'plannedStart'],
};

/**
 * A report's answers, title and notes are a draft while it is being written: recorded data once the report is in
 * review (its reviewer reads them) and after. Without this, the wizard's autosave would ask for a reason per answer.
 */
export const REPORT_RECORDED_STATUSES: readonly string[] = ['review', 'completed', 'approved'];

const blank = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * True when `changes` (only the fields that differ from `current`) alter recorded data, not only take a workflow
 * step. A first entry in a blank field (a CAPA's root cause filled in as the work goes on, a planned end added)
 * records data for the first time; altering or clearing a recorded value is the change that needs its reason.
 */
export function changesRecordedData(record: ReasonRecord, current: object, changes: object): boolean {
  const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
  const moving = sent.some(([field]) => field === 'status');
  const workflow: readonly string[] = [...WORKFLOW_FIELDS[record], ...(moving ? (MOVE_FIELDS[record] ?? []) : [])];
  const recorded = current as Record<string, unknown>;
  return sent.some(([field]) => !workflow.includes(field) && !blank(recorded[field]));
}

/** The field message when a change of recorded data comes without a reason, else null. */
export function reasonRefusal(
  record: ReasonRecord,
  current: object,
  changes: object,
  reason: string | null | undefined,
): string | null {
  if (reason?.trim()) return null;
  return changesRecordedData(record, current, changes) ? REASON_FOR_CHANGE_REQUIRED : null;
}
