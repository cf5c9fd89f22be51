import { v7 as uuidv7 } from 'uuid';
import type { Finding, FindingSeverity, FindingStatus, GeneratedFinding } from '@cq/shared';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { store, type TransactionEntities } from '../core/store';
import { checkedTrail, creationEntry, trailedWrite, type Write } from '../trail/trail';
import { explainRefusal } from '../core/versioning';

export const FINDING_NOT_FOUND = 'Finding not found';
const ENTITY_TYPE = 'Finding';

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['finding']['get']>['go']>>['data']>;

function toFinding(item: Item): Finding {
  return {
    id: item.id,
    auditId: item.auditId,
    title: item.title,
    description: item.description,
    severity: item.severity,
    status: item.status,
    responseRequired: item.responseRequired,
    dueDate: item.dueDate ?? null,
    resolution: item.resolution ?? null,
    closedAt: item.closedAt ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
  };
}

/** Access pattern: one of the owner's findings by id (GetItem); another owner's id is not found. */
export async function getFinding(owner: Owner, id: string): Promise<Finding> {
  const { data } = await store().finding.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(FINDING_NOT_FOUND);
  return toFinding(data);
}

/** A finding's trail, verified; another owner's finding is not found. */
export async function findingTrail(owner: Owner, id: string) {
  await getFinding(owner, id);
  return checkedTrail(ENTITY_TYPE, id);
}

/** Access pattern: an audit's findings, oldest first (one Query on GSI1). */
export async function listFindings(owner: Owner, auditId: string): Promise<Finding[]> {
  const { data } = await store()
    .finding.query.byAudit({ workspaceId: owner.workspaceId, auditId })
    .go({ pages: 'all' });
  return data.map(toFinding);
}

/** Access pattern: every finding the owner has (one Query on the workspace partition): dashboard, bell, export. */
export async function allFindings(owner: Owner): Promise<Finding[]> {
  const { data } = await store().finding.query.byWorkspace({ workspaceId: owner.workspaceId }).go({ pages: 'all' });
  return data.map(toFinding);
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
export async function createFinding(owner: Owner, input: NewFinding): Promise<Finding> {
  const now = new Date().toISOString();
  const finding: Finding = {
    id: uuidv7(),
    ...input,
    status: 'open',
    resolution: null,
    closedAt: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  const { dueDate, resolution: _resolution, closedAt: _closedAt, ...required } = finding;
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: finding.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: finding,
    },
    ({ finding: entity }) => [
      {
        item: entity
          .create({
            ...required,
            ...(dueDate ? { dueDate } : {}),
            workspaceId: owner.workspaceId,
            createdBy: owner.actor,
          })
          .commit(),
      },
    ],
  );
  return finding;
}

export type FindingChanges = Partial<
  Pick<
    Finding,
    'title' | 'description' | 'severity' | 'status' | 'responseRequired' | 'dueDate' | 'resolution' | 'closedAt'
  >
>;

/**
 * A version-checked, trailed update of one of the owner's findings, also conditioned on the status it was
 * checked against. Missing → 404, stale → 409.
 */
export async function updateFinding(
  owner: Owner,
  current: Finding,
  expectedVersion: number,
  changes: FindingChanges,
  reason?: string,
): Promise<Finding> {
  const now = new Date().toISOString();
  const next: Finding = { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 };
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null && v !== undefined));
  const remove = (['dueDate'] as const).filter((f) => f in changes && changes[f] === null);
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof Finding]]));
  const moved: FindingStatus | undefined = changes.status !== current.status ? changes.status : undefined;
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: moved ? `status.${moved}` : 'update',
      before,
      after: changes,
      ...(reason ? { reason } : {}),
    },
    ({ finding }) => {
      let patch = finding
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
      ];
    },
  );
  return next;
}

/**
 * The findings a completed report adds to its audit, made inside the report's transaction with their creation
 * entries. Their ids are fixed per report and question, so the same report can never add them twice.
 */
export function reportFindingWrites(
  entities: TransactionEntities,
  owner: Owner,
  auditId: string,
  reportId: string,
  findings: readonly GeneratedFinding[],
  at: string,
): Write[] {
  return findings.flatMap((f) => {
    const record: Finding = {
      id: `${reportId}.${f.questionId}`,
      auditId,
      title: f.title,
      description: `${f.description}\n\nRecommendation: ${f.recommendation}`,
      severity: f.severity,
      status: 'open',
      responseRequired: f.capa !== null,
      dueDate: null,
      resolution: null,
      closedAt: null,
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    const { dueDate: _d, resolution: _r, closedAt: _c, ...required } = record;
    return [
      {
        item: entities.finding.create({ ...required, workspaceId: owner.workspaceId, createdBy: owner.actor }).commit(),
      },
      ...creationEntry(entities, {
        entityType: ENTITY_TYPE,
        entityId: record.id,
        actor: owner.actor,
        workspaceId: owner.workspaceId,
        after: record,
      }),
    ];
  });
}
