import { createConversions } from 'electrodb';
import type { Capa, GeneratedFinding } from '@cq/shared';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { capa as capaEntity } from './report.entity';
import { store, type TransactionEntities } from '../core/store';
import { checkedTrail, creationEntry, trailedWrite, type CompanionChange, type Write } from '../trail/trail';
import { bellMove, capaEntries } from './bell';
import { explainRefusal } from '../core/versioning';
import { capaDayMove } from './capaDays';
import { aggMove } from '../analytics/aggregates';
import { capaContributions } from '../analytics/rules';
import { filterValuesOf, withFilterValues, type WithFilterValues } from '../analytics/filterValues';
import { onFirstUse } from '../../lib/onFirstUse';

/** A CAPA as the data layer hands it out: with its analytics filter values on it (filterValues.ts). */
export type CapaRecord = WithFilterValues<Capa>;
/** What a CAPA adds to the analytics aggregates, under the filter values stored on it. */
export const capaAggregates = (capa: CapaRecord) => capaContributions(capa, filterValuesOf(capa).scope);

/** Unscheduling a check (null) removes the attribute; leaving it out keeps it. */
const withCheckDue = <P extends { remove: (attrs: ['checkDueDate']) => P }>(patch: P, checkDueDate?: string | null) =>
  checkDueDate === null ? patch.remove(['checkDueDate']) : patch;

export const CAPA_NOT_FOUND = 'CAPA not found';
const ENTITY_TYPE = 'Capa';
const capaConversions = onFirstUse(() => createConversions(capaEntity));

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['capa']['get']>['go']>>['data']>;

/**
 * The stored CAPA as the API shows it. A CAPA saved before effectiveness checks (a yes/no and notes) reads as
 * one Effective check when it was marked verified with notes, else as none: its record is never rewritten.
 */
export function toCapa({
  workspaceId: _ws,
  effectivenessVerified,
  verificationNotes,
  effectivenessChecks,
  checkDueDate,
  scope,
  ...item
}: Item): CapaRecord {
  const legacy =
    !effectivenessChecks?.length && effectivenessVerified && verificationNotes?.trim()
      ? [
          {
            id: 'legacy',
            method: 'Recorded before effectiveness checks',
            result: 'effective' as const,
            notes: verificationNotes,
            checkedBy: 'unknown',
            checkedAt: item.updatedAt,
          },
        ]
      : [];
  // A CAPA stored before filter values were kept has none: it counts under the whole workspace only.
  return withFilterValues(
    {
      ...item,
      checkDueDate: checkDueDate ?? null,
      effectivenessChecks: legacy.length ? legacy : (effectivenessChecks ?? []),
    },
    { scope },
  );
}

/** Access pattern: one of the owner's CAPA by id (GetItem). */
export async function getCapa(owner: Owner, id: string): Promise<CapaRecord> {
  const { data } = await store().capa.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(CAPA_NOT_FOUND);
  return toCapa(data);
}

/** A CAPA's trail, verified; another owner's CAPA is not found. */
export async function capaTrail(owner: Owner, id: string) {
  await getCapa(owner, id);
  return checkedTrail(ENTITY_TYPE, id);
}

/** Access pattern: a report's CAPA (one Query on GSI1). */
export async function listCapas(owner: Owner, reportId: string): Promise<CapaRecord[]> {
  const { data } = await store().capa.query.byReport({ workspaceId: owner.workspaceId, reportId }).go({ pages: 'all' });
  return data.map(toCapa);
}

/** Access pattern: a page of the owner's CAPA, newest first (one Query on the workspace partition). */
export async function listWorkspaceCapas(owner: Owner, page: PageRequest): Promise<Page<CapaRecord>> {
  const result = await readPage(
    `capas:${owner.workspaceId}`,
    page,
    (options) =>
      store()
        .capa.query.byWorkspace({ workspaceId: owner.workspaceId })
        .go({ order: 'desc', ...options }),
    (item) =>
      capaConversions.byAccessPattern.byWorkspace.fromComposite.toCursor({
        workspaceId: owner.workspaceId,
        id: item.id,
      }),
  );
  return { items: result.items.map(toCapa), next: result.next };
}

/** A CAPA per finding that needs one, created with the report's completion (ids fixed per report and question). */
export function capaWrites(
  entities: TransactionEntities,
  owner: Owner,
  reportId: string,
  findings: readonly GeneratedFinding[],
  at: string,
  dueDate: string,
  /** The analytics filter values of the findings they answer (rules.ts `findingScope`). */
  scope: readonly string[] = [],
): Write[] {
  return findings
    .filter((f) => f.capa !== null)
    .flatMap((f) => {
      const record: Capa = {
        id: `${reportId}.${f.questionId}`,
        reportId,
        // The finding the report raised for the same question: the CAPA closes it.
        findingId: `${reportId}.${f.questionId}`,
        title: f.title,
        description: f.capa!,
        rootCause: '',
        correctiveAction: '',
        preventiveAction: '',
        responsiblePerson: '',
        dueDate,
        status: 'open',
        checkDueDate: null,
        effectivenessChecks: [],
        createdAt: at,
        updatedAt: at,
        version: 1,
      };
      return capaCreation(entities, owner, record, scope);
    });
}

/** A new CAPA's writes: the record, its bell entries and the start of its trail (its own or another's transaction). */
export function capaCreation(
  entities: TransactionEntities,
  owner: Owner,
  record: Capa,
  /** The analytics filter values of the finding it answers (stored with it, fixed then). */
  scope: readonly string[] = [],
): Write[] {
  return [
    {
      item: entities.capa.create({ ...stored(owner, record), ...(scope.length ? { scope: [...scope] } : {}) }).commit(),
    },
    ...bellMove(entities, owner.workspaceId, [], capaEntries(record)),
    ...capaDayMove(entities, owner.workspaceId, null, record),
    ...aggMove(owner.workspaceId, [], capaContributions(record, scope)),
    ...creationEntry(entities, {
      entityType: ENTITY_TYPE,
      entityId: record.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      after: record,
    }),
  ];
}

/** The record as stored: an unscheduled check is an absent attribute. */
const stored = (owner: Owner, { checkDueDate, ...record }: Capa) => ({
  ...record,
  ...(checkDueDate ? { checkDueDate } : {}),
  workspaceId: owner.workspaceId,
});

export type CapaChanges = Partial<Omit<Capa, 'id' | 'reportId' | 'createdAt' | 'updatedAt' | 'version'>>;

/** A version-checked, trailed change of one of the owner's CAPA, conditioned on the status it was checked against. */
export async function updateCapa(
  owner: Owner,
  current: CapaRecord,
  expectedVersion: number,
  changes: CapaChanges,
  reason?: string,
  /** A change of another record that holds or fails with this one (the finding the CAPA moves). */
  also?: CompanionChange,
  /** The trail action when it is more than an update or a move (`effectiveness_check`). */
  label?: string,
): Promise<CapaRecord> {
  const now = new Date().toISOString();
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof Capa]]));
  // The spread keeps the filter values on it: the same aggregates move before and after.
  const next: CapaRecord = { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 };
  const { checkDueDate, ...set } = changes;
  const action = changes.status && changes.status !== current.status ? `status.${changes.status}` : 'update';
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: label ?? action,
      before,
      after: changes,
      ...(reason ? { reason } : {}),
    },
    (entities) => [
      {
        item: withCheckDue(
          entities.capa
            .patch({ workspaceId: owner.workspaceId, id: current.id })
            .set({ ...set, ...(checkDueDate ? { checkDueDate } : {}), updatedAt: now, version: expectedVersion + 1 }),
          checkDueDate,
        )
          .where(({ version, status }, { eq }) => `${eq(version, expectedVersion)} AND ${eq(status, current.status)}`)
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, expectedVersion, CAPA_NOT_FOUND),
      },
      ...bellMove(entities, owner.workspaceId, capaEntries(current), capaEntries(next)),
      ...capaDayMove(entities, owner.workspaceId, current, next),
      ...aggMove(owner.workspaceId, capaAggregates(current), capaAggregates(next)),
    ],
    also ? [also] : [],
  );
  return next;
}
