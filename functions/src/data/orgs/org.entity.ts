import { Entity } from 'electrodb';
import { ORG_ROLES } from '@cq/shared/orgs/roles';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/** The organisation's own partition: `WS#<orgId>`, the same prefix its records live under. */
const orgPartition = { field: 'PK', composite: ['orgId'], template: 'WS#${orgId}', casing: 'none' } as const;

/**
 * An organisation (workspace spec §3 orgs): a workspace whose id is not a user's. `memberCount` moves in the
 * same transaction as every membership written or removed, so the member cap is a condition, not a count.
 */
export const org = defineEntity(
  'org',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Org' },
        attributes: {
          orgId: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          /**
           * Whose plan the organisation uses: its creator, then (when that owner is demoted or leaves) another owner,
           * moved in the same transaction as the membership change.
           */
          ownerId: { type: 'string', required: true },
          memberCount: { type: 'number', required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
          version: { type: 'number', required: true },
          type: { type: 'string', default: 'Org', readOnly: true },
        },
        indexes: {
          byId: { pk: orgPartition, sk: { field: 'SK', composite: [], template: 'ORG', casing: 'none' } },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * One person's membership: read by one GetItem on every request to the organisation (`WS#<orgId>` /
 * `MEMBER#<userId>`), listed per organisation (its partition) and per person (GSI1, their workspace switcher).
 */
export const membership = defineEntity(
  'membership',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Membership' },
        attributes: {
          orgId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          role: { type: ORG_ROLES, required: true },
          /** The address the person joined with (their sign-in e-mail then). */
          email: { type: 'string', required: true },
          joinedAt: { type: 'string', required: true, readOnly: true },
          version: { type: 'number', required: true },
          type: { type: 'string', default: 'Membership', readOnly: true },
        },
        indexes: {
          byOrg: {
            pk: orgPartition,
            sk: { field: 'SK', composite: ['userId'], template: 'MEMBER#${userId}', casing: 'none' },
          },
          byUser: {
            index: 'GSI1',
            pk: { field: 'GSI1PK', composite: ['userId'], template: 'USER#${userId}#ORGS', casing: 'none' },
            sk: { field: 'GSI1SK', composite: ['orgId'], template: 'ORG#${orgId}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * An invitation: the link carries `<orgId>~<id>~<secret>`; only the secret's SHA-256 is stored, so the table
 * never holds a usable link. Single use (`status`), valid until `validUntil` (not the table's TTL attribute:
 * an expired link must still answer 410, not vanish).
 */
export const invitation = defineEntity(
  'invitation',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Invitation' },
        attributes: {
          orgId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          email: { type: 'string', required: true, readOnly: true },
          role: { type: ORG_ROLES, required: true, readOnly: true },
          secretHash: { type: 'string', required: true, readOnly: true },
          invitedBy: { type: 'string', required: true, readOnly: true },
          status: { type: ['pending', 'accepted', 'revoked'] as const, required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          validUntil: { type: 'string', required: true, readOnly: true },
          acceptedBy: { type: 'string' },
          type: { type: 'string', default: 'Invitation', readOnly: true },
        },
        indexes: {
          byOrg: { pk: orgPartition, sk: { field: 'SK', composite: ['id'], template: 'INVITE#${id}', casing: 'none' } },
        },
      },
      { ignoreOwnership: true },
    ),
);
