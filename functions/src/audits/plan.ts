import {
  alignScheduledDate,
  AUDIT_PLAN_FIELDS,
  AUDIT_PLAN_MESSAGES,
  NO_AUDIT_PLAN,
  auditPlanViolation,
  earliestToday,
  type Audit,
  type AuditCreate,
  type AuditPlanKey,
  type AuditStatus,
} from '@cq/shared';
import { InvalidInputError, NotFoundError } from '../domain/errors';
import type { Workspace } from '../data/core/owner';
import { getAuditee } from '../data/auditees/auditees';
import { getStudy } from '../data/auditees/studies';

type PlanInput = Pick<
  AuditCreate,
  | 'auditeeId'
  | 'studyId'
  | 'scope'
  | 'mode'
  | 'plannedStart'
  | 'plannedEnd'
  | 'actualStart'
  | 'actualEnd'
  | 'agenda'
  | 'scheduledDate'
>;
export type AuditPlan = Pick<Audit, AuditPlanKey>;

const fieldError = (field: string, message: string) => new InvalidInputError(message, { [field]: message });

/**
 * The plan fields a request sets (a blank text clears, like null), with `scheduledDate` and `plannedStart`
 * aligned (shared `alignScheduledDate`), before the status rules see the scheduled date.
 */
export function requestedPlan(
  current: Pick<Audit, 'scheduledDate' | 'plannedStart'> | null,
  input: PlanInput,
): Partial<AuditPlan> & { scheduledDate?: string | null } {
  const requested: Partial<AuditPlan> & { scheduledDate?: string | null } = {};
  for (const field of AUDIT_PLAN_FIELDS) {
    const value = input[field];
    if (value !== undefined) Object.assign(requested, { [field]: value === '' ? null : value });
  }
  if (input.scheduledDate !== undefined || input.plannedStart !== undefined) {
    Object.assign(requested, alignScheduledDate(current, input));
  }
  return requested;
}

/**
 * Checks a plan as it would be stored: the shared date rules (400 on the field) and that a newly named auditee or
 * study is the workspace's own (400 on the field: another workspace's id is unknown here, like a missing one).
 */
export async function checkPlan(
  workspace: Workspace,
  before: (AuditPlan & { status: AuditStatus }) | null,
  after: AuditPlan & { status: AuditStatus },
  now: Date = new Date(),
): Promise<void> {
  const violation = auditPlanViolation(before, after, earliestToday(now));
  if (violation) throw fieldError(violation.field, violation.message);
  const named = async (id: string | null, previous: string | null | undefined, read: () => Promise<unknown>) => {
    if (!id || id === previous) return true;
    try {
      await read();
      return true;
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  };
  const [auditee, study] = await Promise.all([
    named(after.auditeeId, before?.auditeeId, () => getAuditee(workspace, after.auditeeId!)),
    named(after.studyId, before?.studyId, () => getStudy(workspace, after.studyId!)),
  ]);
  if (!auditee) throw fieldError('auditeeId', AUDIT_PLAN_MESSAGES.auditeeMissing);
  if (!study) throw fieldError('studyId', AUDIT_PLAN_MESSAGES.studyMissing);
}

/** An audit's plan fields (null when absent). */
export const planOf = (audit: AuditPlan): AuditPlan =>
  Object.fromEntries(AUDIT_PLAN_FIELDS.map((field) => [field, audit[field]])) as AuditPlan;

export const EMPTY_PLAN: AuditPlan = NO_AUDIT_PLAN;
