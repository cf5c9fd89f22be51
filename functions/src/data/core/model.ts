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
