import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * One weekly briefings digest sent to a subscriber (issue 22): the claim taken before the mail goes, created only
 * if absent, so a rerun in the same ISO week sends nothing twice. `upTo` is the newest briefing it carried: the
 * next digest starts after it. Kept a year (TTL), far longer than the one week a claim has to stand.
 */
export const briefingDigest = defineEntity(
  'briefingDigest',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'BriefingDigest' },
        attributes: {
          email: { type: 'string', required: true, readOnly: true, set: (v?: string) => v?.toLowerCase() },
          week: { type: 'string', required: true, readOnly: true },
          upTo: { type: 'string', required: true },
          briefings: { type: 'number', required: true },
          sentAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          type: { type: 'string', default: 'BriefingDigest', readOnly: true },
        },
        indexes: {
          byEmail: {
            pk: { field: 'PK', composite: ['email'], template: 'BRIEFDIGEST#${email}', casing: 'none' },
            sk: { field: 'SK', composite: ['week'], template: 'WEEK#${week}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
