import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import { AUDITEE_MESSAGES } from '@cq/shared/auditees/rules';
import { type Auditee, type AuditeeCreate } from '@cq/shared/auditees/schemas';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { store } from '../core/store';
import { explainRefusal } from '../core/versioning';
import { checkedTrail, trailedWrite } from '../trail/trail';
import { auditee as auditeeEntity } from './auditee.entity';
import { searchCondition, searchTextOf } from './search';
import { onFirstUse } from '../../lib/onFirstUse';

const ENTITY_TYPE = 'Auditee';
const conversions = onFirstUse(() => createConversions(auditeeEntity));

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['auditee']['get']>['go']>>['data']>;

const toAuditee = ({ workspaceId: _ws, searchText: _s, riskRating, ...item }: Item): Auditee => ({
  ...item,
  riskRating: riskRating ?? null,
});

const searchable = (a: Pick<Auditee, 'name' | 'country' | 'address' | 'contactName'>) =>
  searchTextOf([a.name, a.country, a.address, a.contactName]);

/** Access pattern: one of the workspace's auditees by id (GetItem); another workspace's id is not found. */
export async function getAuditee(owner: Owner, id: string): Promise<Auditee> {
  const { data } = await store().auditee.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(AUDITEE_MESSAGES.auditeeNotFound);
  return toAuditee(data);
}

/** Access pattern: the workspace's auditees, newest first, one page of one Query; `q` filters that page's read. */
export async function listAuditees(owner: Owner, page: PageRequest, q?: string): Promise<Page<Auditee>> {
  const result = await readPage(
    `auditees:${owner.workspaceId}${q ? `:q:${q}` : ''}`,
    page,
    (options) => {
      const query = store().auditee.query.byWorkspace({ workspaceId: owner.workspaceId });
      return (q ? query.where(({ searchText }, ops) => searchCondition(searchText, q, ops)) : query).go({
        order: 'desc',
        ...options,
      });
    },
    (item) => conversions.fromComposite.toCursor({ workspaceId: owner.workspaceId, id: item.id }),
  );
  return { items: result.items.map(toAuditee), next: result.next };
}

/** Creates an auditee with the first entry of its trail, in one transaction. */
export async function createAuditee(owner: Owner, input: AuditeeCreate): Promise<Auditee> {
  const now = new Date().toISOString();
  const created: Auditee = {
    id: uuidv7(),
    ...input,
    createdBy: owner.actor,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  const { riskRating, ...required } = created;
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
      {
        item: entities.auditee
          .create({
            ...required,
            ...(riskRating ? { riskRating } : {}),
            searchText: searchable(created),
            workspaceId: owner.workspaceId,
          })
          .commit(),
      },
    ],
  );
  return created;
}

export type AuditeeChanges = Partial<Omit<Auditee, 'id' | 'createdBy' | 'createdAt' | 'updatedAt' | 'version'>>;

/** A version-checked, trailed update (missing → 404, stale → 409); the trail keeps the fields before and after. */
export async function updateAuditee(
  owner: Owner,
  current: Auditee,
  expectedVersion: number,
  changes: AuditeeChanges,
  reason?: string,
): Promise<Auditee> {
  const now = new Date().toISOString();
  const next: Auditee = { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 };
  const { riskRating, ...set } = changes;
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof Auditee]]));
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
      let patch = entities.auditee.patch({ workspaceId: owner.workspaceId, id: current.id }).set({
        ...set,
        ...(riskRating ? { riskRating } : {}),
        searchText: searchable(next),
        updatedAt: now,
        version: expectedVersion + 1,
      });
      if (riskRating === null) patch = patch.remove(['riskRating']);
      return [
        {
          item: patch.where(({ version }, { eq }) => eq(version, expectedVersion)).commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, expectedVersion, AUDITEE_MESSAGES.auditeeNotFound),
        },
      ];
    },
  );
  return next;
}

/** The auditee's trail and whether its hash chain verifies (404 for another workspace's id). */
export async function auditeeTrail(owner: Owner, id: string) {
  await getAuditee(owner, id);
  return checkedTrail(ENTITY_TYPE, id);
}
