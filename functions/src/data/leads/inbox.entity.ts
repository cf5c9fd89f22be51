import { LEAD_STATUSES } from '@cq/shared/admin/rules';

/**
 * What the staff inbox keeps on every lead (contact message, consultation request, newsletter sign-up, job
 * application): its inbox status, the staff's notes and the version those edits are checked against. Leads
 * stored before the inbox existed lack them and read as new, no notes, version 0.
 */
export const INBOX_ATTRIBUTES = {
  inboxStatus: { type: LEAD_STATUSES, default: 'new' },
  notes: {
    type: 'list',
    items: {
      type: 'map',
      properties: {
        at: { type: 'string', required: true },
        by: { type: 'string', required: true },
        text: { type: 'string', required: true },
      },
    },
  },
  version: { type: 'number', default: 1 },
} as const;

/**
 * The inbox's indexes, shared by every kind of lead: one kind, newest first (GSI1, `INBOX#<type>`), and one lead
 * by id (GSI2), since a lead's own key names its month or its job. Applications to a job and general ones are two
 * entities in one inbox partition: the `applicationInbox` collection reads both in one Query.
 */
export const INBOX_INDEXES = {
  inbox: {
    index: 'GSI1',
    pk: { field: 'GSI1PK', composite: ['type'], template: 'INBOX#${type}', casing: 'none' },
    sk: { field: 'GSI1SK', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
  },
  inboxById: {
    index: 'GSI2',
    pk: { field: 'GSI2PK', composite: ['id'], template: 'LEAD#${id}', casing: 'none' },
    sk: { field: 'GSI2SK', composite: [], template: 'LEAD', casing: 'none' },
  },
} as const;

export const APPLICATION_INBOX_INDEXES = {
  ...INBOX_INDEXES,
  inbox: { ...INBOX_INDEXES.inbox, collection: 'applicationInbox' },
} as const;
