import { v7 as uuidv7 } from 'uuid';
import { createConversions } from 'electrodb';
import type { Finding, FindingFilter, FindingSeverity, FindingStatus, GeneratedFinding, RepeatRef } from '@cq/shared';
import { NotFoundError } from '../../domain/errors';
import { auditChildKeys, parentKey } from '../core/model';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { finding as findingEntity } from './finding.entity';
import { store, type TransactionEntities } from '../core/store';
import { checkedTrail, creationEntry, trailedWrite, type CompanionChange, type Write } from '../trail/trail';
import { bellMove, findingEntries } from './bell';
import { findingCounts, tallyMove } from './tally';
import { aggMove } from '../analytics/aggregates';
import { findingContributions } from '../analytics/rules';
import { explainRefusal } from '../core/versioning';
import { filterValuesOf, withFilterValues, type WithFilterValues } from '../analytics/filterValues';
import { onFirstUse } from '../../lib/onFirstUse';

export const FINDING_NOT_FOUND = 'Finding not found';
export const FINDING_ENTITY = 'Finding';

const findingConversions = onFirstUse(() => createConversions(findingEntity));

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['finding']['get']>['go']>>['data']>;

/** A finding as the data layer hands it out: with the analytics filter values stored on it (filterValues.ts). */
export type FindingRecord = WithFilterValues<Finding>;

function toFinding(item: Item): FindingRecord {
  return withFilterValues(
    {
      id: item.id,
      auditId: item.auditId ?? null,
      reportId: item.reportId ?? null,
      questionId: item.questionId ?? null,
      category: item.category ?? null,
      capaId: item.capaId ?? null,
      title: item.title,
      description: item.description,
      severity: item.severity,
      status: item.status,
      responseRequired: item.responseRequired,
      dueDate: item.dueDate ?? null,
      resolution: item.resolution ?? null,
      closedAt: item.closedAt ?? null,
      repeatOf: (item.repeatOf as RepeatRef[] | undefined) ?? [],
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      version: item.version,
    },
    // A finding stored before filter values were kept has none: it counts under the whole workspace only.
    { scope: item.scope, auditeeId: item.auditeeId },
  );
}

/** What a finding adds to the analytics aggregates, under the filter values stored on it. */
export const findingAggregates = (finding: FindingRecord) => {
  const { auditeeId, scope } = filterValuesOf(finding);
  return findingContributions(finding, auditeeId, scope);
};

/** Access pattern: one of the owner's findings by id (GetItem); another owner's id is not found. */
export async function getFinding(owner: Owner, id: string): Promise<FindingRecord> {
  const finding = await findFinding(owner, id);
  if (!finding) throw new NotFoundError(FINDING_NOT_FOUND);
  return finding;
}

/** One of the owner's findings by id (GetItem), or null. */
export async function findFinding(owner: Owner, id: string): Promise<FindingRecord | null> {
  const { data } = await store().finding.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  return data ? toFinding(data) : null;
}

/** A finding's trail, verified; another owner's finding is not found. */
export async function findingTrail(owner: Owner, id: string) {
  await getFinding(owner, id);
  return checkedTrail(FINDING_ENTITY, id);
}

/** Access pattern: an audit's findings, oldest first (one Query on GSI1). */
export async function listFindings(owner: Owner, auditId: string): Promise<FindingRecord[]> {
  const { data } = await store()
    .finding.query.byAudit({ parentKey: parentKey(owner.workspaceId, 'AUDIT', auditId) })
    .go({ pages: 'all' });
  return data.map(toFinding);
}

/** Access pattern: the findings a report raised (one Query on the workspace partition: `FINDING#<reportId>.`). */
export async function listReportFindings(owner: Owner, reportId: string): Promise<FindingRecord[]> {
  const { data } = await store()
    .finding.query.byWorkspace({ workspaceId: owner.workspaceId })
    .begins({ id: `${reportId}.` })
    .go({ pages: 'all' });
  return data.map(toFinding);
}

/**
 * Access pattern: a page of the owner's findings, newest first (one Query on the workspace partition: ids are
 * time-ordered, a raised finding's starts with its report's); status and severity are a filter on the same Query,
 * so a page may hold fewer items. `open` is every finding not closed.
 */
export async function listWorkspaceFindings(
  owner: Owner,
  page: PageRequest,
  filter: FindingFilter,
): Promise<Page<FindingRecord>> {
  const { items, next } = await findingItems(owner, page, filter);
  return { items: items.map(toFinding), next };
}

async function findingItems(owner: Owner, page: PageRequest, { status, severity }: FindingFilter) {
  const { finding } = store();
  const result = await readPage(
    `findings:${owner.workspaceId}:${status ?? ''}:${severity ?? ''}`,
    page,
    (options) => {
      const query = finding.query.byWorkspace({ workspaceId: owner.workspaceId });
      const filtered =
        status || severity
          ? query.where((attr, { eq, ne }) =>
              [
                ...(status ? [status === 'open' ? ne(attr.status, 'closed') : eq(attr.status, 'closed')] : []),
                ...(severity ? [eq(attr.severity, severity)] : []),
              ].join(' AND '),
            )
          : query;
      return filtered.go({ order: 'desc', ...options });
    },
    (item) =>
      findingConversions.byAccessPattern.byWorkspace.fromComposite.toCursor({
        workspaceId: owner.workspaceId,
        id: item.id,
      }),
  );
  return result;
}

export interface NewFinding {
  auditId: string;
  title: string;
  description: string;
  severity: FindingSeverity;
  responseRequired: boolean;
  dueDate: string | null;
}

/** Creates an open finding and its first trail entry in one transaction. */
export async function createFinding(
  owner: Owner,
  input: NewFinding,
  /** The analytics filter values it is raised under (rules.ts `findingScope`). */
  scope: readonly string[] = [],
): Promise<FindingRecord> {
  const now = new Date().toISOString();
  const finding: Finding = {
    id: uuidv7(),
    ...input,
    reportId: null,
    questionId: null,
    category: null,
    capaId: null,
    status: 'open',
    resolution: null,
    closedAt: null,
    repeatOf: [],
    createdAt: now,
    updatedAt: now,
    version: 1,
  };

  await trailedWrite(
    {
      entityType: FINDING_ENTITY,
      entityId: finding.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: finding,
    },
    (entities) => [
      {
        item: entities.finding
          .create({
            ...withoutNulls(finding),
            ...auditChildKeys(owner.workspaceId, finding.auditId, finding.id),
            ...(scope.length ? { scope: [...scope] } : {}),
            workspaceId: owner.workspaceId,
            createdBy: owner.actor,
          })
          .commit(),
      },
      ...tallyMove(owner.workspaceId, {}, findingCounts(finding)),
      ...aggMove(owner.workspaceId, [], findingContributions(finding, null, scope)),
      ...bellMove(entities, owner.workspaceId, [], findingEntries(finding)),
    ],
  );
  return withFilterValues(finding, { scope, auditeeId: null });
}

export type FindingChanges = Partial<
  Pick<
    Finding,
    | 'title'
    | 'description'
    | 'severity'
    | 'status'
    | 'responseRequired'
    | 'dueDate'
    | 'resolution'
    | 'closedAt'
    | 'capaId'
    | 'category'
    | 'reportId'
    | 'questionId'
  >
>;

/**
 * A version-checked change of one of the owner's findings, also conditioned on the status it was checked
 * against: its trail change and its write, to go in its own transaction or in another record's (a CAPA's move
 * moves its finding). Missing → 404, stale → 409.
 */
export function findingUpdate(
  owner: Owner,
  current: FindingRecord,
  expectedVersion: number,
  changes: FindingChanges,
  reason?: string,
): CompanionChange & { next: FindingRecord } {
  const now = new Date().toISOString();
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null && v !== undefined));
  const remove = (['dueDate'] as const).filter((f) => f in changes && changes[f] === null);
  const moved: FindingStatus | undefined = changes.status !== current.status ? changes.status : undefined;
  // The spread keeps the filter values on it: the same aggregates move before and after.
  const next: FindingRecord = { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 };
  return {
    next,
    change: {
      entityType: FINDING_ENTITY,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: moved ? `status.${moved}` : 'update',
      before: Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof Finding]])),
      after: changes,
      ...(reason ? { reason } : {}),
    },
    writes: (entities) => {
      let patch = entities.finding
        .patch({ workspaceId: owner.workspaceId, id: current.id })
        .set({ ...set, updatedAt: now, version: expectedVersion + 1 });
      if (remove.length) patch = patch.remove(remove);
      return [
        {
          item: patch
            .where(({ version, status }, { eq }) => `${eq(version, expectedVersion)} AND ${eq(status, current.status)}`)
            .commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, expectedVersion, FINDING_NOT_FOUND),
        },
        ...tallyMove(owner.workspaceId, findingCounts(current), findingCounts({ ...current, ...set })),
        // From the version read: a stale expected version is refused by the condition above, and its ranked entry
        // must still move between two items (rules.ts rankShard), or DynamoDB refuses the whole request as invalid.
        ...aggMove(
          owner.workspaceId,
          findingAggregates(current),
          findingAggregates({ ...next, version: current.version + 1 }),
        ),
        ...bellMove(entities, owner.workspaceId, findingEntries(current), findingEntries(next)),
      ];
    },
  };
}

/** A trailed update of one of the owner's findings in its own transaction (see `findingUpdate`). */
export async function updateFinding(
  owner: Owner,
  current: FindingRecord,
  expectedVersion: number,
  changes: FindingChanges,
  reason?: string,
): Promise<FindingRecord> {
  const { change, writes, next } = findingUpdate(owner, current, expectedVersion, changes, reason);
  await trailedWrite(change, writes);
  return next;
}

/** A finding's stored attributes: a null field is absent. */
const withoutNulls = (finding: Finding) =>
  // Typed as all present: the entity's optional attributes are the nullable ones, which it may lack.
  Object.fromEntries(Object.entries(finding).filter(([, v]) => v !== null)) as {
    [K in keyof Finding]: Exclude<Finding[K], null>;
  };

/** A finding a completed report raises: the one record of it, on the report's audit when it has one. */
export function reportFinding(
  report: { id: string; auditId: string | null },
  f: GeneratedFinding,
  at: string,
  repeatOf: readonly RepeatRef[] = [],
): Finding {
  return {
    id: `${report.id}.${f.questionId}`,
    auditId: report.auditId,
    reportId: report.id,
    questionId: f.questionId,
    category: f.category,
    capaId: f.capa !== null ? `${report.id}.${f.questionId}` : null,
    title: f.title,
    description: `${f.description}\n\nRecommendation: ${f.recommendation}`,
    severity: f.severity,
    status: 'open',
    responseRequired: f.capa !== null,
    dueDate: null,
    resolution: null,
    closedAt: null,
    repeatOf: [...repeatOf],
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

/**
 * The creation of findings a report raised (with their creation entries), inside a transaction. Their ids are
 * fixed per report and question and creation fails on an existing item, so a report never raises one twice.
 */
export function findingCreationWrites(
  entities: TransactionEntities,
  owner: Owner,
  records: readonly Finding[],
  createdBy: string,
  /** The auditee of the report's audit: its findings are then found as earlier ones by later audits. */
  auditeeId: string | null = null,
  /** The analytics filter values they are raised under (rules.ts `findingScope`). */
  scope: readonly string[] = [],
): Write[] {
  return records.flatMap((record) => {
    // Stored (and so counted) under its auditee only when it can be found again there: a question and category.
    const under = auditeeId && record.questionId && record.category ? auditeeId : null;
    const repeatKey =
      under && record.questionId && record.category
        ? { category: record.category, questionId: record.questionId }
        : null;
    return [
      {
        item: entities.finding
          .create({
            ...withoutNulls(record),
            ...auditChildKeys(owner.workspaceId, record.auditId, record.id),
            ...(under && repeatKey
              ? { auditeeId: under, ...repeatKeys(owner.workspaceId, under, { id: record.id, ...repeatKey }) }
              : {}),
            ...(scope.length ? { scope: [...scope] } : {}),
            workspaceId: owner.workspaceId,
            createdBy,
          })
          .commit(),
      },
      ...tallyMove(owner.workspaceId, {}, findingCounts(record)),
      ...aggMove(owner.workspaceId, [], findingContributions(record, under, scope)),
      ...bellMove(entities, owner.workspaceId, [], findingEntries(record)),
      ...creationEntry(entities, {
        entityType: FINDING_ENTITY,
        entityId: record.id,
        actor: createdBy,
        workspaceId: owner.workspaceId,
        after: record,
      }),
    ];
  });
}

/** A name part of a key: percent-encoded, so a `#` in a category cannot end it early. */
const keyPart = (text: string) => encodeURIComponent(text);

/** A raised finding's GSI2 keys: under its auditee, by category, then question, then id (oldest first). */
const repeatKeys = (
  workspaceId: string,
  auditeeId: string,
  f: { category: string; questionId: string; id: string },
) => ({
  auditeeKey: `${workspaceId}#AUDITEE#${auditeeId}`,
  repeatKey: `${keyPart(f.category)}#${keyPart(f.questionId)}#${f.id}`,
});

/** How many earlier findings a repeat names at most (its count reads "Repeat (n)" up to this). */
export const REPEAT_LOOKBACK = 20;

/**
 * Access pattern: an auditee's earlier findings of a checklist question, newest first, or if it has none, of the
 * question's category: one Query on GSI2 (a second only when the question has none), at most REPEAT_LOOKBACK
 * each. Findings of `auditId` itself are not earlier audits' and are left out.
 */
export async function earlierFindings(
  owner: Owner,
  at: { auditeeId: string; auditId: string },
  f: { category: string; questionId: string },
): Promise<RepeatRef[]> {
  const auditeeKey = `${owner.workspaceId}#AUDITEE#${at.auditeeId}`;
  const read = async (prefix: string) => {
    const { data } = await store()
      .finding.query.byAuditee({ auditeeKey })
      .begins({ repeatKey: prefix })
      .go({ order: 'desc', limit: REPEAT_LOOKBACK, attributes: ['id', 'auditId', 'createdAt'] });
    return data
      .filter((item) => item.auditId && item.auditId !== at.auditId)
      .map((item) => ({ id: item.id, auditId: item.auditId!, raisedAt: item.createdAt.slice(0, 10) }));
  };
  const sameQuestion = await read(`${keyPart(f.category)}#${keyPart(f.questionId)}#`);
  return sameQuestion.length ? sameQuestion : read(`${keyPart(f.category)}#`);
}

/** How many of an auditee's raised findings its page reads for its repeat findings. */
export const REPEAT_LIST_READ = 200;

/**
 * Access pattern: an auditee's repeat findings, newest first: one Query on GSI2 reading at most REPEAT_LIST_READ
 * of its raised findings (sorted by category there), of which those that repeat earlier ones are kept.
 */
export async function repeatFindingsOf(owner: Owner, auditeeId: string): Promise<FindingRecord[]> {
  const { data } = await store()
    .finding.query.byAuditee({ auditeeKey: `${owner.workspaceId}#AUDITEE#${auditeeId}` })
    .go({ limit: REPEAT_LIST_READ });
  return data
    .map(toFinding)
    .filter((f) => f.repeatOf.length > 0)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
