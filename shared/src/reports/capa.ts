import * as z from '../schemas/z';
import { boundedText, requiredText } from '../schemas/common';
import { TRAIL_REASON_MAX } from '../schemas/limits';
import { CAPA_STATUSES, EFFECTIVENESS_RESULTS, type CapaStatus, type EffectivenessResult } from './capaConstants';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { CAPA_STATUSES, EFFECTIVENESS_RESULTS, type CapaStatus, type EffectivenessResult } from './capaConstants';

/** The limit of a CAPA's long texts (description, root cause, actions, check notes). */
export const CAPA_TEXT_MAX = 5000;

export const CAPA_STATUS_LABELS: Record<CapaStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  verified: 'Verified',
  closed: 'Closed',
};

export const CAPA_TRANSITIONS: Record<CapaStatus, readonly CapaStatus[]> = {
  open: ['in_progress'],
  in_progress: ['verified'],
  verified: ['closed', 'in_progress'],
  closed: [],
};

export const canMoveCapa = (from: CapaStatus, to: CapaStatus): boolean => CAPA_TRANSITIONS[from].includes(to);
export const capaMoveRefusal = (from: CapaStatus, to: CapaStatus): string =>
  `A CAPA cannot move from ${CAPA_STATUS_LABELS[from]} to ${CAPA_STATUS_LABELS[to]}.`;
export const CAPA_CLOSED_REFUSAL = 'A Closed CAPA is final and cannot be changed.';
export const CAPA_CLOSE_NEEDS_VERIFICATION = 'Closing a CAPA needs its latest effectiveness check to be Effective';

/** Overdue: not closed and past its due date (UTC day). */
export const isCapaOverdue = (capa: { status: CapaStatus; dueDate: string }, today: string): boolean =>
  capa.status !== 'closed' && capa.dueDate < today;

const text = (max: number) => z.optional(boundedText(max));
const isoDate = (message: string) => z.iso.date({ error: message });

export const EFFECTIVENESS_RESULT_LABELS: Record<EffectivenessResult, string> = {
  effective: 'Effective',
  not_effective: 'Not effective',
};

export const CAPA_RULE_MESSAGES = {
  rootCause: 'A root cause is required to verify a CAPA',
  action: 'At least one corrective or preventive action is required to verify a CAPA',
  check: 'An effectiveness check with the result Effective is required to verify a CAPA',
  method: 'Method is required',
  result: 'Result must be Effective or Not effective',
  notes: 'Evidence or notes are required',
  newDueDate: 'A new target date is required when the check is not effective',
  newDueDateFuture: 'The new target date must be today or later',
  checkDueDate: "The effectiveness check must be due after the actions' target date",
  checkOnClosed: 'A Closed CAPA is final and cannot be changed.',
  checkOnOpen: 'Start work on the CAPA (In Progress) before recording an effectiveness check',
} as const;

/** One recorded effectiveness check: how it was checked, what it showed, on what evidence, who and when. */
export const effectivenessCheckSchema = z.object({
  id: z.string(),
  method: z.string(),
  result: z.enum(EFFECTIVENESS_RESULTS),
  notes: z.string(),
  checkedBy: z.string(),
  checkedAt: z.string(),
});
export type EffectivenessCheck = z.infer<typeof effectivenessCheckSchema>;

/** `POST /api/capas/{id}/effectiveness-checks`: "not effective" reopens the CAPA and needs a new target date. */
export const effectivenessCheckCreateSchema = z
  .strictObject({
    version: z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required')),
    method: requiredText(500, CAPA_RULE_MESSAGES.method),
    result: z.enum(EFFECTIVENESS_RESULTS, { error: CAPA_RULE_MESSAGES.result }),
    notes: requiredText(CAPA_TEXT_MAX, CAPA_RULE_MESSAGES.notes),
    newDueDate: z.optional(isoDate('Due date must be a date (YYYY-MM-DD)')),
  })
  .check(
    z.refine((v) => v.result !== 'not_effective' || Boolean(v.newDueDate), {
      path: ['newDueDate'],
      message: CAPA_RULE_MESSAGES.newDueDate,
    }),
  );
export type EffectivenessCheckCreateInput = z.input<typeof effectivenessCheckCreateSchema>;
export type EffectivenessCheckCreate = z.output<typeof effectivenessCheckCreateSchema>;

/** The latest recorded check (checks are kept oldest first), or null. */
export const latestCheck = (capa: { effectivenessChecks: readonly EffectivenessCheck[] }) =>
  capa.effectivenessChecks.at(-1) ?? null;

interface CapaForRules {
  rootCause: string;
  correctiveAction: string;
  preventiveAction: string;
  dueDate: string;
  effectivenessChecks: readonly EffectivenessCheck[];
}

/**
 * What keeps a CAPA from moving to `to` (field → message), or null when nothing does: verified needs a root
 * cause, at least one action and the latest check Effective; closing needs the latest check Effective.
 */
export function capaMoveProblems(capa: CapaForRules, to: CapaStatus): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const effective = latestCheck(capa)?.result === 'effective';
  if (to === 'verified') {
    if (!capa.rootCause.trim()) problems.rootCause = CAPA_RULE_MESSAGES.rootCause;
    if (!capa.correctiveAction.trim() && !capa.preventiveAction.trim()) {
      problems.correctiveAction = CAPA_RULE_MESSAGES.action;
    }
    if (!effective) problems.effectivenessChecks = CAPA_RULE_MESSAGES.check;
  }
  if (to === 'closed' && !effective) problems.effectivenessChecks = CAPA_CLOSE_NEEDS_VERIFICATION;
  return Object.keys(problems).length ? problems : null;
}

/** A scheduled check falls due after the actions' target date (the day they are to be complete). */
export const checkDueDateProblem = (capa: { dueDate: string }, checkDueDate: string | null): string | null =>
  checkDueDate !== null && checkDueDate <= capa.dueDate ? CAPA_RULE_MESSAGES.checkDueDate : null;

/** What keeps a check from being recorded now (field → message), or null. */
export function checkRecordProblems(
  check: Pick<EffectivenessCheckCreate, 'result' | 'newDueDate'>,
  today: string,
): Record<string, string> | null {
  if (check.result === 'not_effective' && check.newDueDate && check.newDueDate < today) {
    return { newDueDate: CAPA_RULE_MESSAGES.newDueDateFuture };
  }
  return null;
}

/** Where a recorded check leaves the CAPA: "not effective" reopens it (In Progress) on the new target date. */
export function capaAfterCheck(
  capa: { status: CapaStatus; dueDate: string },
  check: Pick<EffectivenessCheckCreate, 'result' | 'newDueDate'>,
): { status: CapaStatus; dueDate: string } {
  return check.result === 'not_effective'
    ? { status: 'in_progress', dueDate: check.newDueDate ?? capa.dueDate }
    : { status: capa.status, dueDate: capa.dueDate };
}

/** A check can be recorded once work has started and until the CAPA is closed. */
export function checkStatusRefusal(status: CapaStatus): string | null {
  if (status === 'closed') return CAPA_RULE_MESSAGES.checkOnClosed;
  return status === 'open' ? CAPA_RULE_MESSAGES.checkOnOpen : null;
}

/** `PATCH /api/capas/{id}`. */
export const capaUpdateSchema = z.strictObject({
  version: z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required')),
  title: text(200),
  description: text(CAPA_TEXT_MAX),
  rootCause: text(CAPA_TEXT_MAX),
  correctiveAction: text(CAPA_TEXT_MAX),
  preventiveAction: text(CAPA_TEXT_MAX),
  responsiblePerson: text(200),
  dueDate: z.optional(z.iso.date({ error: 'Due date must be a date (YYYY-MM-DD)' })),
  status: z.optional(z.enum(CAPA_STATUSES, { error: `Status must be one of ${CAPA_STATUSES.join(', ')}` })),
  /** A scheduled effectiveness check's due date (after the target date), or null to unschedule it. */
  checkDueDate: z.optional(z.nullable(isoDate('Check due date must be a date (YYYY-MM-DD)'))),
  reason: text(TRAIL_REASON_MAX),
});
export type CapaUpdate = z.output<typeof capaUpdateSchema>;

export const capaSchema = z.object({
  id: z.string(),
  reportId: z.string(),
  findingId: z.string(),
  title: z.string(),
  description: z.string(),
  rootCause: z.string(),
  correctiveAction: z.string(),
  preventiveAction: z.string(),
  responsiblePerson: z.string(),
  dueDate: z.string(),
  status: z.enum(CAPA_STATUSES),
  /** The effectiveness check scheduled next (shown due in the bell), or null. */
  checkDueDate: z.nullable(z.string()),
  /** Every recorded check, oldest first; the latest decides whether the CAPA may be verified and closed. */
  effectivenessChecks: z.array(effectivenessCheckSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type Capa = z.infer<typeof capaSchema>;
