import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A browser error report (spec error_logs), partitioned by UTC day of receipt, newest last; TTL `expiresAt`.
 * The day's count is kept with each report (data/core/counters.ts, series `errorLogs`).
 * `day` is the partition's composite, kept on the item but never returned.
 */
export const errorLog = defineEntity(
  'errorLog',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ErrorLog' },
        attributes: {
          /** `yyyy-mm-dd` (UTC) of `receivedAt`. */
          day: { type: 'string', required: true, readOnly: true, hidden: true },
          receivedAt: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          error_type: { type: 'string', required: true },
          error_message: { type: 'string', required: true },
          component_context: { type: 'string' },
          stack_trace: { type: 'string' },
          page_url: { type: 'string' },
          user_agent: { type: 'string' },
          timestamp: { type: 'string' },
          resolved: { type: 'boolean', required: true },
          /** Staff marking it resolved (absent until then); `version` checks that edit (absent on older items: 0). */
          resolvedAt: { type: 'string' },
          resolvedBy: { type: 'string' },
          version: { type: 'number' },
          clientAddress: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          type: { type: 'string', default: 'ErrorLog', readOnly: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'PK', composite: ['day'], template: 'ERRORLOGS#${day}', casing: 'none' },
            sk: { field: 'SK', composite: ['receivedAt', 'id'], template: '${receivedAt}#${id}', casing: 'none' },
          },
          /** One day's reports of one `error_type`, newest last: the admin list's type filter. */
          byDayAndType: {
            index: 'GSI1',
            pk: {
              field: 'GSI1PK',
              composite: ['day', 'error_type'],
              template: 'ERRORLOGS#${day}#TYPE#${error_type}',
              casing: 'none',
            },
            sk: { field: 'GSI1SK', composite: ['receivedAt', 'id'], template: '${receivedAt}#${id}', casing: 'none' },
          },
          /** One report by its id (the admin detail and resolve). */
          byId: {
            index: 'GSI2',
            pk: { field: 'GSI2PK', composite: ['id'], template: 'ERRORLOG#${id}', casing: 'none' },
            sk: { field: 'GSI2SK', composite: [], template: 'ERRORLOG', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
