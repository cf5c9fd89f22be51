import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A member's private iCalendar feed in one workspace (issue 19): the SHA-256 of its token, never the token. The
 * member's item (`WS#<ws>` / `CALFEED#<userId>`) names the live hash, so a renewal finds the old one to retire.
 */
export const calendarFeed = defineEntity(
  'calendarFeed',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'CalendarFeed' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          tokenHash: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          type: { type: 'string', default: 'CalendarFeed', readOnly: true },
        },
        indexes: {
          byMember: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: { field: 'SK', composite: ['userId'], template: 'CALFEED#${userId}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** The way in from a feed URL: the token's hash to its member and workspace, one GetItem. */
export const calendarFeedToken = defineEntity(
  'calendarFeedToken',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'CalendarFeedToken' },
        attributes: {
          tokenHash: { type: 'string', required: true, readOnly: true },
          workspaceId: { type: 'string', required: true, readOnly: true },
          userId: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true },
          type: { type: 'string', default: 'CalendarFeedToken', readOnly: true },
        },
        indexes: {
          byHash: {
            pk: { field: 'PK', composite: ['tokenHash'], template: 'CALFEED#${tokenHash}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'FEED', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
