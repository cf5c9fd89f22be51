import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import { AUDITEE_MESSAGES, protocolKey } from '@cq/shared/auditees/rules';
import { type Study, type StudyCreate } from '@cq/shared/auditees/schemas';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { store, type TransactionEntities } from '../core/store';
import { explainRefusal } from '../core/versioning';
import { trailedWrite, type Write } from '../trail/trail';
import { study as studyEntity } from './auditee.entity';
import { searchCondition, searchTextOf } from './search';
import { onFirstUse } from '../../lib/onFirstUse';

const ENTITY_TYPE = 'Study';
const conversions = onFirstUse(() => createConversions(studyEntity));

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['study']['get']>['go']>>['data']>;

const toStudy = ({ workspaceId: _ws, searchText: _s, sponsorId, ...item }: Item): Study => ({
  ...item,
  sponsorId: sponsorId ?? null,
});

const searchable = (s: Pick<Study, 'protocolNumber' | 'title'>) => searchTextOf([s.protocolNumber, s.title]);

/** Access pattern: one of the workspace's studies by id (GetItem). */
export async function getStudy(owner: Owner, id: string): Promise<Study> {
  const { data } = await store().study.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(AUDITEE_MESSAGES.studyNotFound);
  return toStudy(data);
}

/** Access pattern: the workspace's studies, newest first, one page of one Query; `q` filters that page's read. */
export async function listStudies(owner: Owner, page: PageRequest, q?: string): Promise<Page<Study>> {
  const result = await readPage(
    `studies:${owner.workspaceId}${q ? `:q:${q}` : ''}`,
    page,
    (options) => {
      const query = store().study.query.byWorkspace({ workspaceId: owner.workspaceId });
      return (q ? query.where(({ searchText }, ops) => searchCondition(searchText, q, ops)) : query).go({
        order: 'desc',
        ...options,
      });
    },
    (item) => conversions.fromComposite.toCursor({ workspaceId: owner.workspaceId, id: item.id }),
  );
  return { items: result.items.map(toStudy), next: result.next };
}

const duplicateProtocol = () => new ConflictError(AUDITEE_MESSAGES.duplicateProtocol);

/** The claim of a protocol number for a study: refused (409) when another study of the workspace holds it. */
const claimProtocol = (
  entities: TransactionEntities,
  owner: Owner,
  protocolNumber: string,
  studyId: string,
): Write => ({
  item: entities.protocolClaim
    .put({ workspaceId: owner.workspaceId, protocolKey: protocolKey(protocolNumber), studyId })
    .where(({ studyId: holder }, { notExists, eq }) => `${notExists(holder)} OR ${eq(holder, studyId)}`)
    .commit({ response: 'all_old' }),
  refusal: duplicateProtocol,
});

const releaseProtocol = (
  entities: TransactionEntities,
  owner: Owner,
  protocolNumber: string,
  studyId: string,
): Write => ({
  item: entities.protocolClaim
    .delete({ workspaceId: owner.workspaceId, protocolKey: protocolKey(protocolNumber) })
    .where(({ studyId: holder }, { eq }) => eq(holder, studyId))
    .commit(),
});

/** Creates a study, its protocol claim and the first entry of its trail, in one transaction. */
export async function createStudy(owner: Owner, input: StudyCreate): Promise<Study> {
  const now = new Date().toISOString();
  const created: Study = { id: uuidv7(), ...input, createdBy: owner.actor, createdAt: now, updatedAt: now, version: 1 };
  const { sponsorId, ...required } = created;
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: created.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: created,
    },
    (entities) => [
      claimProtocol(entities, owner, created.protocolNumber, created.id),
      {
        item: entities.study
          .create({
            ...required,
            ...(sponsorId ? { sponsorId } : {}),
            searchText: searchable(created),
            workspaceId: owner.workspaceId,
          })
          .commit(),
      },
    ],
  );
  return created;
}

export type StudyChanges = Partial<Pick<Study, 'protocolNumber' | 'title' | 'phase' | 'sponsorId'>>;

/** A version-checked, trailed update; a new protocol number moves the claim in the same transaction. */
export async function updateStudy(
  owner: Owner,
  current: Study,
  expectedVersion: number,
  changes: StudyChanges,
  reason?: string,
): Promise<Study> {
  const now = new Date().toISOString();
  const next: Study = { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 };
  const { sponsorId, ...set } = changes;
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof Study]]));
  const movesClaim = protocolKey(next.protocolNumber) !== protocolKey(current.protocolNumber);
  await trailedWrite(
    {
      entityType: ENTITY_TYPE,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'update',
      before,
      after: changes,
      ...(reason ? { reason } : {}),
    },
    (entities) => {
      let patch = entities.study.patch({ workspaceId: owner.workspaceId, id: current.id }).set({
        ...set,
        ...(sponsorId ? { sponsorId } : {}),
        searchText: searchable(next),
        updatedAt: now,
        version: expectedVersion + 1,
      });
      if (sponsorId === null) patch = patch.remove(['sponsorId']);
      return [
        {
          item: patch.where(({ version }, { eq }) => eq(version, expectedVersion)).commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, expectedVersion, AUDITEE_MESSAGES.studyNotFound),
        },
        ...(movesClaim
          ? [
              claimProtocol(entities, owner, next.protocolNumber, current.id),
              releaseProtocol(entities, owner, current.protocolNumber, current.id),
            ]
          : []),
      ];
    },
  );
  return next;
}
