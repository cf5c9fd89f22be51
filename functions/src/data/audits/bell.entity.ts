import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * One thing the bell may show (bell.ts), kept beside the record it is about in the workspace partition
 * (`WS#<ws>` / `BELL#<slot>`): written, moved and removed in the same transaction as that record, so the bell is two
 * Queries of these slots, never a read of the workspace's records. The slot orders it: `DUE#<date>#…` for what
 * falls due (open findings with a due date, CAPA not closed), `FOR#<userId>#…` for what waits on one person.
 */
export const bellEntry = defineEntity(
  'bellEntry',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'BellEntry' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          slot: { type: 'string', required: true, readOnly: true },
          kind: {
            type: [
              'finding_due',
              'capa_due',
              'capa_check_due',
              'review_awaiting',
              'audit_assigned',
              'response_review',
            ] as const,
            required: true,
          },
          title: { type: 'string', required: true },
          dueDate: { type: 'string', required: true },
          auditId: { type: 'string' },
          reportId: { type: 'string' },
          findingId: { type: 'string' },
          capaId: { type: 'string' },
          type: { type: 'string', default: 'BellEntry', readOnly: true },
        },
        indexes: {
          bySlot: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: { field: 'SK', composite: ['slot'], template: 'BELL#${slot}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
