import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import {
  ACTIVE_AUDIT_STATUSES,
  AUDIT_PLAN_FIELDS,
  type Audit,
  type AuditPlanKey,
  type AuditStatus,
  type AuditType,
} from '@cq/shared';
import { totalChange } from '../core/counters';
import { auditEntries, bellMove } from './bell';
import { auditCounts, tallyMove } from './tally';
import { aggMove } from '../analytics/aggregates';
import { auditContributions } from '../analytics/rules';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { AUDIT_INDEX_KEYS, audit as auditEntity } from './audit.entity';
import { store, type TransactionEntities } from '../core/store';
import { checkedTrail, trailedWrite, type CompanionChange, type Write } from '../trail/trail';
import { explainRefusal } from '../core/versioning';
import './planDay.entity';
import { onFirstUse } from '../../lib/onFirstUse';

export const AUDIT_NOT_FOUND = 'Audit not found';
const ENTITY_TYPE = 'Audit';
const conversions = onFirstUse(() => createConversions(auditEntity));

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
    auditeeId: item.auditeeId ?? null,
    studyId: item.studyId ?? null,
    scope: item.scope ?? null,
    mode: item.mode ?? null,
    plannedStart: item.plannedStart ?? null,
    plannedEnd: item.plannedEnd ?? null,
    actualStart: item.actualStart ?? null,
    actualEnd: item.actualEnd ?? null,
    agenda: item.agenda ?? null,
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

/** Access pattern: the titles of some of the owner's audits by id (one BatchGetItem; a page holds at most 100). */
export async function auditTitles(owner: Owner, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data } = await store()
    .audit.get(unique.map((id) => ({ workspaceId: owner.workspaceId, id })))
    .go({ attributes: ['id', 'title'] });
  return new Map(data.map((a) => [a.id, a.title]));
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
    (item) =>
      conversions.byAccessPattern.byWorkspace.fromComposite.toCursor({ workspaceId: owner.workspaceId, id: item.id }),
  );
  return { items: result.items.map(toAudit), next: result.next };
}

/**
 * Access pattern: an auditee's audits, newest first, paged (one Query on GSI1 `WS#<ws>#AUDITEE#<auditeeId>`);
 * another workspace's auditee id reads as none.
 */
export async function auditsOfAuditee(owner: Owner, auditeeId: string, page: PageRequest): Promise<Page<Audit>> {
  const GSI1PK = fill(AUDIT_INDEX_KEYS.byAuditee.template, { workspaceId: owner.workspaceId, auditeeId });
  const result = await readPage(
    `audits:${owner.workspaceId}:auditee:${auditeeId}`,
    page,
    (options) =>
      store()
        .audit.query.byAuditee({ GSI1PK })
        .go({ order: 'desc', ...options }),
    (item) =>
      conversions.byAccessPattern.byAuditee.fromComposite.toCursor({
        workspaceId: owner.workspaceId,
        id: item.id,
        GSI1PK,
        GSI1SK: item.GSI1SK ?? '',
      }),
  );
  return { items: result.items.map(toAudit), next: result.next };
}

/**
 * Access pattern: the audits planned to start from `from` to `to` (calendar days, both included), by planned
 * start (one Query on GSI2 `WS#<ws>#PLAN`, `between` on `PLAN#<date>#<id>`). The caller bounds the range.
 */
export async function plannedAudits(owner: Owner, from: string, to: string): Promise<Audit[]> {
  const GSI2PK = fill(AUDIT_INDEX_KEYS.byPlan.template, { workspaceId: owner.workspaceId });
  const { data } = await store()
    .audit.query.byPlan({ GSI2PK })
    // '~' sorts after every id character, so the last day's audits are all inside the range.
    .between({ GSI2SK: `PLAN#${from}#` }, { GSI2SK: `PLAN#${to}#~` })
    .go({ pages: 'all' });
  return data.map(toAudit);
}

export interface NewAudit extends Pick<Audit, AuditPlanKey> {
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
const OPTIONAL_FIELDS = [
  'scheduledDate',
  'completedDate',
  'leadAuditorId',
  'reviewerId',
  ...AUDIT_PLAN_FIELDS,
] as const;
const present = (audit: Partial<Audit>) =>
  Object.fromEntries(OPTIONAL_FIELDS.filter((f) => audit[f]).map((f) => [f, audit[f] as string]));

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\$\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/**
 * The sparse index keys of an audit (AUDIT_INDEX_KEYS) for the fields a write sets: a key whose composite is set
 * is written, one whose composite is cleared (null) is removed, one the write does not touch is left alone.
 */
function indexKeys(workspaceId: string, audit: Pick<Audit, 'id'> & Partial<Pick<Audit, 'auditeeId' | 'plannedStart'>>) {
  const set: Record<string, string> = {};
  const remove: Array<'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK'> = [];
  const { byAuditee, byPlan } = AUDIT_INDEX_KEYS;
  if (audit.auditeeId) {
    const values = { workspaceId, id: audit.id, auditeeId: audit.auditeeId };
    Object.assign(set, { GSI1PK: fill(byAuditee.template, values), GSI1SK: fill(byAuditee.sort, values) });
  } else if (audit.auditeeId === null) remove.push('GSI1PK', 'GSI1SK');
  if (audit.plannedStart) {
    const values = { workspaceId, id: audit.id, plannedStart: audit.plannedStart };
    Object.assign(set, { GSI2PK: fill(byPlan.template, values), GSI2SK: fill(byPlan.sort, values) });
  } else if (audit.plannedStart === null) remove.push('GSI2PK', 'GSI2SK');
  return { set, remove };
}

/** Writes that go in the same transaction as the audit's own (a usage slot, an award). */
export type WithAudit = (entities: TransactionEntities) => Write[];

/**
 * Creates an audit and the first entry of its trail (action `create`, before null) in one transaction, with
 * whatever else must hold or fail with it.
 */
export async function createAudit(owner: Owner, input: NewAudit, also: WithAudit = () => []): Promise<Audit> {
  const now = new Date().toISOString();
  const audit: Audit = { id: uuidv7(), ...input, createdBy: owner.actor, createdAt: now, updatedAt: now, version: 1 };
  const required = Object.fromEntries(
    Object.entries(audit).filter(([field]) => !(OPTIONAL_FIELDS as readonly string[]).includes(field)),
  ) as Omit<Audit, (typeof OPTIONAL_FIELDS)[number]>;
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
            ...present(audit),
            ...indexKeys(owner.workspaceId, audit).set,
            workspaceId: owner.workspaceId,
          })
          .commit(),
      },
      ...activeAuditsChange(entities, null, audit.status),
      ...tallyMove(owner.workspaceId, {}, auditCounts(audit)),
      ...aggMove(owner.workspaceId, [], auditContributions(audit)),
      ...bellMove(entities, owner.workspaceId, [], auditEntries(audit)),
      ...plannedDayChange(entities, owner.workspaceId, audit.id, null, audit.plannedStart),
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

/** The day index of the reminder job (planDay.entity.ts) follows the audit's planned start in its transaction. */
function plannedDayChange(
  entities: TransactionEntities,
  workspaceId: string,
  auditId: string,
  from: string | null,
  to: string | null,
): Write[] {
  if (from === to) return [];
  return [
    ...(from ? [{ item: entities.plannedDay.delete({ day: from, workspaceId, auditId }).commit() }] : []),
    ...(to ? [{ item: entities.plannedDay.put({ day: to, workspaceId, auditId }).commit() }] : []),
  ];
}

/** Access pattern (reminder job): the audits planned to start on `day`, in every workspace (one Query). */
export async function auditsPlannedOn(day: string): Promise<Array<{ workspaceId: string; auditId: string }>> {
  const { data } = await store().plannedDay.query.byDay({ day }).go({ pages: 'all' });
  return data.map(({ workspaceId, auditId }) => ({ workspaceId, auditId }));
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
  const keys = indexKeys(owner.workspaceId, { id: current.id, ...changes });
  const remove = [...OPTIONAL_FIELDS.filter((f) => f in changes && changes[f] === null), ...keys.remove];
  const next: Audit = { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 };
  return {
    next,
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
        .set({ ...set, ...keys.set, updatedAt: now, version: expectedVersion + 1 });
      if (remove.length) patch = patch.remove(remove);
      return [
        {
          item: patch
            .where(({ version, status }, { eq }) => `${eq(version, expectedVersion)} AND ${eq(status, current.status)}`)
            .commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, expectedVersion, AUDIT_NOT_FOUND),
        },
        ...(changes.status ? activeAuditsChange(entities, current.status, changes.status) : []),
        ...(changes.status
          ? tallyMove(owner.workspaceId, auditCounts(current), auditCounts({ status: changes.status }))
          : []),
        ...aggMove(owner.workspaceId, auditContributions(current), auditContributions(next)),
        ...bellMove(entities, owner.workspaceId, auditEntries(current), auditEntries(next)),
        ...(changes.plannedStart !== undefined
          ? plannedDayChange(entities, owner.workspaceId, current.id, current.plannedStart, changes.plannedStart)
          : []),
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

/** The reminders are kept a little past the audit day they are about, then TTL removes them. */
const REMINDER_KEEP_DAYS = 30;

/**
 * Claims the reminder of an audit's planned start `daysBefore` it: true when this call made the claim, false when
 * one exists already (sent by an earlier run). Created only if absent, so two runs cannot both send it.
 */
export async function claimReminder(
  day: string,
  daysBefore: number,
  audit: { workspaceId: string; auditId: string },
  now: Date,
): Promise<boolean> {
  try {
    await store()
      .auditReminder.create({
        day,
        daysBefore,
        ...audit,
        sentAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + (daysBefore + REMINDER_KEEP_DAYS) * 86_400,
      })
      .go({ originalErr: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives a claim back when its mail could not be sent, so the next run tries again. */
export async function releaseReminder(
  day: string,
  daysBefore: number,
  audit: { workspaceId: string; auditId: string },
) {
  await store()
    .auditReminder.delete({ day, daysBefore, ...audit })
    .go();
}
