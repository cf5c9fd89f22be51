import { Entity } from 'electrodb';
import { SOP_STATUSES } from '@cq/shared/library/schemas';
import { MODEL } from '../core/model';

/**
 * One version of an SOP in the library (issue 22): draft → in review → approved; an approved version is never
 * changed again, and the one it replaces becomes superseded and stays. The text is kept as JSON (`bodyJson`,
 * checked against sopBodySchema on read): it is read whole and never queried by part.
 */
export const sopVersion = new Entity(
  {
    model: { ...MODEL, entity: 'SopVersion' },
    attributes: {
      sopId: { type: 'string', required: true, readOnly: true },
      /** Order of the versions (zero-padded in the key); `version` is the label people see (1.0, 1.1, 2.0). */
      seq: { type: 'number', required: true, readOnly: true, padding: { length: 4, char: '0' } },
      version: { type: 'string', required: true },
      status: { type: SOP_STATUSES, required: true },
      code: { type: 'string', required: true },
      title: { type: 'string', required: true },
      area: { type: 'string', required: true },
      summary: { type: 'string', required: true },
      bodyJson: { type: 'string', required: true },
      effectiveDate: { type: 'string' },
      nextReviewDate: { type: 'string' },
      approvedBy: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      updatedAt: { type: 'string', required: true },
      type: { type: 'string', default: 'SopVersion', readOnly: true },
    },
    indexes: {
      byVersion: {
        pk: { field: 'PK', composite: ['sopId'], template: 'SOP#${sopId}', casing: 'none' },
        sk: {
          field: 'SK',
          composite: ['seq'],
          template: 'VERSION#${seq}',
          casing: 'none',
        },
      },
      /** Sparse: only the approved (current) version of each SOP, by area, so the library list is one Query. */
      current: {
        index: 'GSI1',
        condition: ({ status }) => status === 'approved',
        pk: { field: 'GSI1PK', composite: [], template: 'SOPS#CURRENT', casing: 'none' },
        sk: { field: 'GSI1SK', composite: ['area', 'sopId'], template: '${area}#${sopId}', casing: 'none' },
      },
    },
  },
  { ignoreOwnership: true },
);

/** A person's library downloads in one calendar month (UTC), counted for the Professional plan's cap. */
export const sopDownloads = new Entity(
  {
    model: { ...MODEL, entity: 'SopDownloads' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      month: { type: 'string', required: true, readOnly: true },
      count: { type: 'number' },
      type: { type: 'string', default: 'SopDownloads', readOnly: true },
    },
    indexes: {
      byMonth: {
        pk: { field: 'PK', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: 'SK', composite: ['month'], template: 'SOPDL#${month}', casing: 'none' },
      },
    },
  },
  { ignoreOwnership: true },
);
