import {
  applyAuditStatus,
  finalAuditRefusal,
  isFinalAuditStatus,
  type Audit,
  type AuditCreate,
  type AuditUpdate,
} from '@cq/shared';
import { InvalidInputError, InvalidTransitionError, StaleVersionError } from '../domain/errors';
import { createAudit, getAudit, updateAudit, type AuditChanges } from '../data/audits';
import type { Owner } from '../data/owner';

function ruleError(violation: { kind: 'transition' | 'field'; message: string; field?: string }) {
  return violation.kind === 'transition'
    ? new InvalidTransitionError(violation.message)
    : new InvalidInputError(violation.message, { [violation.field ?? '_']: violation.message });
}

/** New Audit: the status rules decide the starting dates and progress. */
export async function openAudit(owner: Owner, input: AuditCreate): Promise<Audit> {
  const now = new Date().toISOString();
  const applied = applyAuditStatus(
    null,
    { status: input.status, progress: input.progress, scheduledDate: input.scheduledDate },
    now,
  );
  if (!applied.ok) throw ruleError(applied.violation);
  return createAudit(owner, {
    title: input.title,
    description: input.description ?? '',
    type: input.type,
    ...applied.state,
  });
}

/**
 * Changes an audit: the fields that differ from the stored ones, after the status rules (the sequence checks
 * of 21 CFR 11.10(f)). A completed or cancelled audit is final.
 */
export async function reviseAudit(owner: Owner, id: string, update: AuditUpdate): Promise<Audit> {
  const { version, reason, ...requested } = update;
  const current = await getAudit(owner, id);
  const applied = applyAuditStatus(current, requested, new Date().toISOString());
  if (!applied.ok) throw ruleError(applied.violation);
  const wanted: AuditChanges = { ...requested, ...applied.state };
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([field, value]) => current[field as keyof Audit] !== value),
  ) as AuditChanges;
  // Nothing differs: no write and no trail entry, but still a version check, so a stale caller learns it.
  if (Object.keys(changes).length === 0) {
    if (current.version !== version) throw new StaleVersionError();
    return current;
  }
  if (isFinalAuditStatus(current.status)) throw new InvalidTransitionError(finalAuditRefusal(current.status));
  return updateAudit(owner, current, version, changes, reason);
}
