import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A sent mail, in one partition by send time; TTL `expiresAt`. Locally it is the message itself, kept by the
 * stand-in for SES (DESIGN §3); in the cloud the record the mail service keeps of each message SES accepted, so
 * staff see what was sent to whom and when in both.
 */
export const outboxMessage = defineEntity(
  'outboxMessage',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'OutboxMessage' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          sentAt: { type: 'string', required: true, readOnly: true },
          to: { type: 'list', items: { type: 'string' }, required: true },
          replyTo: { type: 'string' },
          subject: { type: 'string', required: true },
          text: { type: 'string', required: true },
          /** How it went out: the local outbox, or SES (then `messageId` is SES's). Absent on older items: outbox. */
          transport: { type: ['outbox', 'ses'] as const },
          messageId: { type: 'string' },
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
    ),
);
