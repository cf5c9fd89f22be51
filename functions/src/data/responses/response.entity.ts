import { Entity } from 'electrodb';
import { CAUSE_CATEGORIES, RESPONSE_STATUSES } from '@cq/shared/responses/constants';
import { childrenIndex, MODEL, OWNED_ATTRIBUTES, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A response request (issue 20): some of an audit's findings sent to someone at the audited site. The link's
 * token is never stored, only its SHA-256 (`responseToken`); the e-mail code and the portal session likewise.
 */
export const responseRequest = defineEntity(
  'responseRequest',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ResponseRequest' },
        attributes: {
          ...OWNED_ATTRIBUTES,
          auditId: { type: 'string', required: true, readOnly: true },
          recipientName: { type: 'string', required: true, readOnly: true },
          recipientEmail: { type: 'string', required: true, readOnly: true },
          findingIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
          dueDate: { type: 'string', required: true, readOnly: true },
          message: { type: 'string', required: true, readOnly: true },
          shareReport: { type: 'boolean', required: true, readOnly: true },
          tokenHash: { type: 'string', required: true, readOnly: true },
          createdBy: { type: 'string', required: true, readOnly: true },
          expiresAt: { type: 'string', required: true, readOnly: true },
          openedAt: { type: 'string' },
          submittedAt: { type: 'string' },
          revokedAt: { type: 'string' },
          /** The e-mail code's hash, its expiry and the wrong tries against it; `lockedAt` after the fifth. */
          codeHash: { type: 'string' },
          codeExpiresAt: { type: 'string' },
          codeTries: { type: 'number' },
          lockedAt: { type: 'string' },
          sessionHash: { type: 'string' },
          sessionExpiresAt: { type: 'string' },
          type: { type: 'string', default: 'ResponseRequest', readOnly: true },
        },
        indexes: {
          byWorkspace: ownedIndex('RESPREQ'),
          byAudit: childrenIndex('AUDIT', 'auditId', 'RESPREQ'),
        },
      },
      { ignoreOwnership: true },
    ),
);

/** The way in from a link: the token's hash to its request, one GetItem. */
export const responseToken = defineEntity(
  'responseToken',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ResponseToken' },
        attributes: {
          tokenHash: { type: 'string', required: true, readOnly: true },
          workspaceId: { type: 'string', required: true, readOnly: true },
          requestId: { type: 'string', required: true, readOnly: true },
          type: { type: 'string', default: 'ResponseToken', readOnly: true },
        },
        indexes: {
          byHash: {
            pk: { field: 'PK', composite: ['tokenHash'], template: 'RESPTOKEN#${tokenHash}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'TOKEN', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** The auditee's answer to one finding of one request (`WS#<ws>` / `RESP#<requestId>#<findingId>`). */
export const findingResponse = defineEntity(
  'findingResponse',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'FindingResponse' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          requestId: { type: 'string', required: true, readOnly: true },
          findingId: { type: 'string', required: true, readOnly: true },
          auditId: { type: 'string', required: true, readOnly: true },
          agreement: { type: ['agree', 'dispute'] as const, required: true },
          reason: { type: 'string', required: true },
          rootCause: { type: 'string', required: true },
          whys: { type: 'list', items: { type: 'string' }, required: true },
          causeCategory: { type: CAUSE_CATEGORIES, required: true },
          correctiveAction: { type: 'string', required: true },
          preventiveAction: { type: 'string', required: true },
          owner: { type: 'string', required: true },
          targetDate: { type: 'string', required: true },
          status: { type: RESPONSE_STATUSES, required: true },
          comments: { type: 'string', required: true },
          respondent: { type: 'string', required: true },
          submittedAt: { type: 'string' },
          reviewedAt: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
          version: { type: 'number', required: true },
          type: { type: 'string', default: 'FindingResponse', readOnly: true },
        },
        indexes: {
          byRequest: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['requestId', 'findingId'],
              template: 'RESP#${requestId}#${findingId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * The requests due on one day, across workspaces (`RESPDUE#<day>`), written with the request, so the daily
 * reminder job reads only the days it reminds about; beside them, the reminders sent (created only if absent).
 */
export const responseDueDay = defineEntity(
  'responseDueDay',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ResponseDueDay' },
        attributes: {
          day: { type: 'string', required: true, readOnly: true },
          workspaceId: { type: 'string', required: true, readOnly: true },
          requestId: { type: 'string', required: true, readOnly: true },
          type: { type: 'string', default: 'ResponseDueDay', readOnly: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'PK', composite: ['day'], template: 'RESPDUE#${day}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['workspaceId', 'requestId'],
              template: 'WS#${workspaceId}#REQ#${requestId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

export const responseReminder = defineEntity(
  'responseReminder',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ResponseReminder' },
        attributes: {
          day: { type: 'string', required: true, readOnly: true },
          kind: { type: 'string', required: true, readOnly: true },
          workspaceId: { type: 'string', required: true, readOnly: true },
          requestId: { type: 'string', required: true, readOnly: true },
          sentAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          type: { type: 'string', default: 'ResponseReminder', readOnly: true },
        },
        indexes: {
          byDay: {
            pk: { field: 'PK', composite: ['day'], template: 'RESPDUE#${day}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['kind', 'workspaceId', 'requestId'],
              template: 'REMINDER#${kind}#WS#${workspaceId}#REQ#${requestId}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
