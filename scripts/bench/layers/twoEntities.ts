/**
 * What the two-entity probes of `npm run bench:lambda -- --layers` do with either library: the same audit and
 * trail entry (the keys and attributes of data/audits/audit.entity.ts and data/trail/trailEntry.entity.ts, the
 * enums inlined so no zod comes along) and the operations our data layer uses: a get, a conditional create, a
 * versioned patch, a query and a write transaction.
 */
export const AUDIT_TYPES = ['internal', 'external', 'supplier', 'regulatory'] as const;
export const AUDIT_STATUSES = ['planned', 'in_progress', 'completed', 'cancelled'] as const;

export interface ProbeEvent {
  op: 'get' | 'create' | 'patch' | 'query' | 'transaction';
  workspaceId: string;
  id: string;
}

export const newAudit = (workspaceId: string, id: string) => ({
  workspaceId,
  id,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  version: 1,
  title: 'Site audit',
  description: 'Probe',
  type: 'internal' as const,
  status: 'planned' as const,
  progress: 0,
  createdBy: 'user',
});

export const newTrailEntry = (id: string) => ({
  entityType: 'audit',
  entityId: id,
  seq: 1,
  actor: 'user',
  at: '2026-11-26T00:00:00.000Z',
  day: '2026-11-26',
  entry: { action: 'update' },
});
