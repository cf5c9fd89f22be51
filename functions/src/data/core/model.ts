/**
 * Every entity lives in the one table of shared/src/table.ts and keeps the key formats the table already holds
 * (`template`, `casing: 'none'`), so data written before ElectroDB reads as before. Items written earlier carry
 * no ElectroDB identifiers, so entities own items by their key prefixes (`ignoreOwnership: true`) instead.
 */
export const MODEL = { service: 'cq', version: '1' } as const;

/**
 * What every owned, regulated record carries: its workspace and id (the key), who made it and when, and the
 * version its edits are checked against.
 */
export const OWNED_ATTRIBUTES = {
  workspaceId: { type: 'string', required: true, readOnly: true },
  id: { type: 'string', required: true, readOnly: true },
  createdAt: { type: 'string', required: true, readOnly: true },
  updatedAt: { type: 'string', required: true },
  version: { type: 'number', required: true },
} as const;

/** The primary index of an owned record: `WS#<workspaceId>` / `<PREFIX>#<id>`, so every read by id names its owner. */
export const ownedIndex = <P extends string>(prefix: P) =>
  ({
    pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
    sk: { field: 'SK', composite: ['id'], template: `${prefix}#\${id}` as `${P}#\${id}`, casing: 'none' },
  }) as const;

/** A secondary index listing one parent's children: `WS#<ws>#<PARENT>#<parentId>` / `<PREFIX>#<id>` on GSI1. */
export const childrenIndex = <Parent extends string, Key extends string, P extends string>(
  parent: Parent,
  parentKey: Key,
  prefix: P,
) =>
  ({
    index: 'GSI1',
    pk: {
      field: 'GSI1PK',
      composite: ['workspaceId', parentKey],
      template: `WS#\${workspaceId}#${parent}#\${${parentKey}}`,
      casing: 'none',
    },
    sk: { field: 'GSI1SK', composite: ['id'], template: `${prefix}#\${id}`, casing: 'none' },
  }) as const;

/**
 * The attributes behind `optionalChildrenIndex`: the parent's key (`<workspaceId>#<PARENT>#<parentId>`) and the
 * child's id again, both set only on a child that has a parent.
 */
export const OPTIONAL_PARENT_ATTRIBUTES = {
  parentKey: { type: 'string', readOnly: true },
  childKey: { type: 'string', readOnly: true },
} as const;

/** The `parentKey` of a child of `parent` (`optionalChildrenIndex`). */
export const parentKey = (workspaceId: string, parent: string, parentId: string) =>
  `${workspaceId}#${parent}#${parentId}`;

/** The attributes a child of an audit stores for `optionalChildrenIndex`; none for a child without one. */
export const auditChildKeys = (workspaceId: string, auditId: string | null, id: string) =>
  auditId ? { parentKey: parentKey(workspaceId, 'AUDIT', auditId), childKey: id } : {};

/**
 * `childrenIndex` for children that may have no parent (a report or finding without an audit): the same GSI1
 * keys, built from two attributes only such children carry, so the index is written for them alone. (ElectroDB
 * refuses a write that has some of an index's composite attributes but not all; the owned keys' `workspaceId`
 * and `id` would always be there.)
 */
export const optionalChildrenIndex = <P extends string>(prefix: P) =>
  ({
    index: 'GSI1',
    pk: { field: 'GSI1PK', composite: ['parentKey'], template: 'WS#${parentKey}', casing: 'none' },
    sk: {
      field: 'GSI1SK',
      composite: ['childKey'],
      template: `${prefix}#\${childKey}` as `${P}#\${childKey}`,
      casing: 'none',
    },
    condition: ({ parentKey }: Record<string, unknown>) => Boolean(parentKey),
  }) as const;
