import { Entity } from 'electrodb';
import { MODEL } from './model';

/** A mail as the local stand-in for SES kept it (DESIGN §3), in one partition by send time; TTL `expiresAt`. */
export const outboxMessage = new Entity(
  {
    model: { ...MODEL, entity: 'OutboxMessage' },
    attributes: {
      id: { type: 'string', required: true, readOnly: true },
      sentAt: { type: 'string', required: true, readOnly: true },
      to: { type: 'list', items: { type: 'string' }, required: true },
      replyTo: { type: 'string' },
      subject: { type: 'string', required: true },
      text: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
      type: { type: 'string', default: 'OutboxMessage', readOnly: true },
    },
    indexes: {
      bySentAt: {
        pk: { field: 'PK', composite: [], template: 'OUTBOX', casing: 'none' },
        sk: { field: 'SK', composite: ['sentAt', 'id'], template: '${sentAt}#${id}', casing: 'none' },
      },
    },
  },
  { ignoreOwnership: true },
);
