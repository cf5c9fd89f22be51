import {
  AUDIT_FOLLOWS_REPORTS,
  applyAuditStatus,
  finalAuditRefusal,
  isFinalAuditStatus,
  XP_AWARDS,
  type Audit,
  type AuditCreate,
  type AuditUpdate,
} from '@cq/shared';
import { InvalidInputError, InvalidTransitionError, StaleVersionError } from '../domain/errors';
import { requireReason } from '../domain/reason';
import { createAudit, getAudit, updateAudit, type AuditChanges } from '../data/audits/audits';
import { retryOnContention } from '../data/core/contention';
import { auditHasReports } from '../data/audits/reports';
import type { Workspace } from '../data/core/owner';
import { checkAssignees } from '../orgs/assignees';
import { workspaceLimits } from '../orgs/plan';
import { awardWrites, planAward } from '../data/people/progress';
import { usageSlot } from '../data/people/usage';
import { ensureProfile } from '../data/people/users';
import type { AuthUser } from '../lib/event';
import { checkPlan, EMPTY_PLAN, planOf, requestedPlan } from './plan';

function ruleError(violation: { kind: 'transition' | 'field'; message: string; field?: string }) {
  return violation.kind === 'transition'
    ? new InvalidTransitionError(violation.message)
    : new InvalidInputError(violation.message, { [violation.field ?? '_']: violation.message });
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b;

/**
 * New Audit: the status rules decide the starting dates and progress; the audit takes a slot of the month's
 * limit, and earns +100 XP (and maybe a badge), all in one transaction — over the limit nothing is written.
 */
export async function openAudit(owner: Workspace, user: AuthUser, input: AuditCreate): Promise<Audit> {
  const { leadAuditorId = null, auditorIds = [], reviewerId = null } = input;
  await checkAssignees(owner, { leadAuditorId, auditorIds, reviewerId });
  const { scheduledDate, ...requested } = requestedPlan(null, input);
  const plan = { ...EMPTY_PLAN, ...requested };
  await ensureProfile(user);
  const limit = (await workspaceLimits(owner)).audits;
  return retryOnContention(async () => {
    const at = new Date().toISOString();
    const applied = applyAuditStatus(null, { status: input.status, progress: input.progress, scheduledDate }, at);
    if (!applied.ok) throw ruleError(applied.violation);
    await checkPlan(owner, null, { ...plan, status: applied.state.status });
    const completed = applied.state.status === 'completed';
    const award = await planAward(
      user.sub,
      {
        xp: XP_AWARDS.auditCreated + (completed ? XP_AWARDS.auditCompleted : 0),
        counters: { auditsCreated: 1, ...(completed ? { auditsCompleted: 1 } : {}) },
      },
      at,
    );
    return createAudit(
      owner,
      {
        title: input.title,
        description: input.description ?? '',
        type: input.type,
        ...applied.state,
        leadAuditorId,
        auditorIds: [...new Set(auditorIds)],
        reviewerId,
        ...plan,
      },
      (entities) => [
        usageSlot(entities, owner, 'audits', limit, at),
        ...awardWrites(entities, award).map((item) => ({ item })),
      ],
    );
  });
}

/**
 * Changes an audit: the fields that differ from the stored ones, after the status rules (the sequence checks
 * of 21 CFR 11.10(f)). A completed or cancelled audit is final; completing earns +500 XP.
 */
export async function reviseAudit(owner: Workspace, user: AuthUser, id: string, update: AuditUpdate): Promise<Audit> {
  const { version, reason, ...fields } = update;
  if (fields.auditorIds) fields.auditorIds = [...new Set(fields.auditorIds)];
  return retryOnContention(async () => {
    const current = await getAudit(owner, id);
    const at = new Date().toISOString();
    const requested = { ...fields, ...requestedPlan(current, fields) };
    const applied = applyAuditStatus(current, requested, at);
    if (!applied.ok) throw ruleError(applied.violation);
    const wanted: AuditChanges = { ...requested, ...applied.state };
    const changes = Object.fromEntries(
      Object.entries(wanted).filter(([field, value]) => !sameValue(current[field as keyof Audit], value)),
    ) as AuditChanges;
    // Nothing differs: no write and no trail entry, but still a version check, so a stale caller learns it.
    if (Object.keys(changes).length === 0) {
      if (current.version !== version) throw new StaleVersionError();
      return current;
    }
    if (isFinalAuditStatus(current.status)) throw new InvalidTransitionError(finalAuditRefusal(current.status));
    // An audit with a report follows it; only cancelling stays a person's decision.
    const movedByHand = changes.progress !== undefined || (changes.status && changes.status !== 'cancelled');
    if (movedByHand && (await auditHasReports(owner, id))) throw new InvalidTransitionError(AUDIT_FOLLOWS_REPORTS);
    const next = { ...current, ...changes };
    await checkPlan(owner, current, { ...planOf(next), status: next.status });
    const { leadAuditorId, auditorIds, reviewerId } = changes;
    await checkAssignees(owner, { leadAuditorId, auditorIds, reviewerId });
    // Judged on what the caller sent: the fields a status move sets by itself are the move's, not an edit.
    const sent = Object.entries(fields).filter(([field, value]) => !sameValue(current[field as keyof Audit], value));
    requireReason('audit', current, Object.fromEntries(sent), reason);
    if (changes.status !== 'completed') return updateAudit(owner, current, version, changes, reason);
    await ensureProfile(user);
    const award = await planAward(user.sub, { xp: XP_AWARDS.auditCompleted, counters: { auditsCompleted: 1 } }, at);
    return updateAudit(owner, current, version, changes, reason, (entities) =>
      awardWrites(entities, award).map((item) => ({ item })),
    );
  });
}
