import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import { ACTIVE_AUDIT_STATUSES, type Audit, type AuditStatus, type AuditType } from '@cq/shared';
import { totalChange } from '../core/counters';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { audit as auditEntity } from './audit.entity';
import { store, type TransactionEntities } from '../core/store';
import { checkedTrail, trailedWrite, type CompanionChange, type Write } from '../trail/trail';
import { explainRefusal } from '../core/versioning';

export const AUDIT_NOT_FOUND = 'Audit not found';
const ENTITY_TYPE = 'Audit';
const conversions = createConversions(auditEntity);

type Item = Awaited<ReturnType<ReturnType<ReturnType<typeof store>['audit']['get']>['go']>>['data'];

function toAudit(item: NonNullable<Item>): Audit {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    status: item.status,
    progress: item.progress,
    scheduledDate: item.scheduledDate ?? null,
    completedDate: item.completedDate ?? null,
    leadAuditorId: item.leadAuditorId ?? null,
    auditorIds: item.auditorIds ?? [],
    reviewerId: item.reviewerId ?? null,
    createdBy: item.createdBy,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
  };
}

/** Access pattern: one of the owner's audits by id (GetItem); another owner's id is not found. */
export async function getAudit(owner: Owner, id: string): Promise<Audit> {
  const { data } = await store().audit.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(AUDIT_NOT_FOUND);
  return toAudit(data);
}

/** Access pattern: all of the owner's audits, newest first (the dashboard's numbers, the export). */
export async function allAudits(owner: Owner): Promise<Audit[]> {
  const { data } = await store()
    .audit.query.byWorkspace({ workspaceId: owner.workspaceId })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toAudit);
}

/**
 * Access pattern: the owner's audits, newest first (one Query on the workspace partition); with `assignee`, only
 * those the person leads, audits or reviews (a filter on the same Query, so a page may hold fewer items).
 */
export async function listAudits(owner: Owner, page: PageRequest, assignee?: string): Promise<Page<Audit>> {
  const { audit } = store();
  const result = await readPage(
    `audits:${owner.workspaceId}${assignee ? `:assigned:${assignee}` : ''}`,
    page,
    (options) => {
      const query = audit.query.byWorkspace({ workspaceId: owner.workspaceId });
      const filtered = assignee
        ? query.where(
            ({ leadAuditorId, reviewerId, auditorIds }, { eq, contains }) =>
              `${eq(leadAuditorId, assignee)} OR ${eq(reviewerId, assignee)} OR ${contains(auditorIds, assignee)}`,
          )
        : query;
      return filtered.go({ order: 'desc', ...options });
    },
    (item) => conversions.fromComposite.toCursor({ workspaceId: owner.workspaceId, id: item.id }),
  );
  return { items: result.items.map(toAudit), next: result.next };
}

export interface NewAudit {
  title: string;
  description: string;
  type: AuditType;
  status: AuditStatus;
  progress: number;
  scheduledDate: string | null;
  completedDate: string | null;
  leadAuditorId: string | null;
  auditorIds: string[];
  reviewerId: string | null;
}

/** Attributes an audit stores only when set: null means absent. */
const OPTIONAL_FIELDS = ['scheduledDate', 'completedDate', 'leadAuditorId', 'reviewerId'] as const;
const present = (audit: Partial<Audit>) =>
  Object.fromEntries(OPTIONAL_FIELDS.filter((f) => audit[f]).map((f) => [f, audit[f] as string]));

/** Writes that go in the same transaction as the audit's own (a usage slot, an award). */
export type WithAudit = (entities: TransactionEntities) => Write[];

/**
 * Creates an audit and the first entry of its trail (action `create`, before null) in one transaction, with
 * whatever else must hold or fail with it.
 */
export async function createAudit(owner: Owner, input: NewAudit, also: WithAudit = () => []): Promise<Audit> {
  const now = new Date().toISOString();
  const audit: Audit = { id: uuidv7(), ...input, createdBy: owner.actor, createdAt: now, updatedAt: now, version: 1 };
  const { scheduledDate, completedDate, leadAuditorId, reviewerId, ...required } = audit;
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: audit.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: audit,
    },
    (entities) => [
      {
        item: entities.audit
          .create({
            ...required,
            ...present({ scheduledDate, completedDate, leadAuditorId, reviewerId }),
            workspaceId: owner.workspaceId,
          })
          .commit(),
      },
      ...activeAuditsChange(entities, null, audit.status),
      ...also(entities),
    ],
  );
  return audit;
}

/**
 * The admin dashboard's active-audit count moves in the same transaction as the audit whose status it counts.
 * "Active" is ACTIVE_AUDIT_STATUSES of shared/src/audits (draft, scheduled, in progress: not completed or
 * cancelled), the dashboard's own meaning. Audits are never deleted, so creation and status moves are all.
 */
function activeAuditsChange(entities: TransactionEntities, from: AuditStatus | null, to: AuditStatus): Write[] {
  const delta =
    Number(ACTIVE_AUDIT_STATUSES.includes(to)) - Number(from !== null && ACTIVE_AUDIT_STATUSES.includes(from));
  return delta === 0 ? [] : [totalChange(entities, 'activeAudits', delta)];
}

export type AuditChanges = Partial<Omit<Audit, 'id' | 'createdBy' | 'createdAt' | 'updatedAt' | 'version'>>;

/**
 * A version-checked change of one of the owner's audits: its trail change and its writes, for its own
 * transaction or another record's (a report moving its audit). `current` is the audit as the caller read it (the
 * trail's `before`); the write also requires the stored status to still be `current.status`, so a move checked
 * against one status can never land on another. Missing → 404, stale → 409.
 */
export function auditUpdate(
  owner: Owner,
  current: Audit,
  expectedVersion: number,
  changes: AuditChanges,
  reason?: string,
): CompanionChange & { next: Audit } {
  const now = new Date().toISOString();
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null && v !== undefined));
  const remove = OPTIONAL_FIELDS.filter((f) => f in changes && changes[f] === null);
  return {
    next: { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 },
    change: {
      entityType: ENTITY_TYPE,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: changes.status && changes.status !== current.status ? `status.${changes.status}` : 'update',
      before: Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof Audit]])),
      after: changes,
      ...(reason ? { reason } : {}),
    },
    writes: (entities) => {
      let patch = entities.audit
        .patch({ workspaceId: owner.workspaceId, id: current.id })
        .set({ ...set, updatedAt: now, version: expectedVersion + 1 });
      if (remove.length) patch = patch.remove(remove);
      return [
        {
          item: patch
            .where(({ version, status }, { eq }) => `${eq(version, expectedVersion)} AND ${eq(status, current.status)}`)
            .commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, expectedVersion, AUDIT_NOT_FOUND),
        },
        ...(changes.status ? activeAuditsChange(entities, current.status, changes.status) : []),
      ];
    },
  };
}

/** A trailed update of one of the owner's audits in its own transaction (see `auditUpdate`), with `also`. */
export async function updateAudit(
  owner: Owner,
  current: Audit,
  expectedVersion: number,
  changes: AuditChanges,
  reason?: string,
  also: WithAudit = () => [],
): Promise<Audit> {
  const { change, writes, next } = auditUpdate(owner, current, expectedVersion, changes, reason);
  await trailedWrite(change, (entities) => [...writes(entities), ...also(entities)]);
  return next;
}

/** The owner's audit's trail and whether its hash chain still verifies (404 for another owner's id). */
export async function auditTrail(owner: Owner, id: string) {
  await getAudit(owner, id);
  return checkedTrail(ENTITY_TYPE, id);
}
