import { Entity } from 'electrodb';
import { MODEL } from './model';

/**
 * A browser error report (spec error_logs), partitioned by UTC day of receipt, newest last; TTL `expiresAt`.
 * `day` is the partition's composite, kept on the item but never returned.
 */
export const errorLog = new Entity(
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
      clientAddress: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
      type: { type: 'string', default: 'ErrorLog', readOnly: true },
    },
    indexes: {
      byDay: {
        pk: { field: 'PK', composite: ['day'], template: 'ERRORLOGS#${day}', casing: 'none' },
        sk: { field: 'SK', composite: ['receivedAt', 'id'], template: '${receivedAt}#${id}', casing: 'none' },
      },
    },
  },
  { ignoreOwnership: true },
);
