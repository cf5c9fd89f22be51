import { Entity } from 'electrodb';
import { SOP_STATUSES } from '@cq/shared/library/constants';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * One version of an SOP in the library (issue 22): draft → in review → approved; an approved version is never
 * changed again, and the one it replaces becomes superseded and stays. The text is kept as JSON (`bodyJson`,
 * checked against sopBodySchema on read): it is read whole and never queried by part.
 */
export const sopVersion = defineEntity(
  'sopVersion',
  () =>
    new Entity(
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
          /** The approver's e-signature (21 CFR 11.50): printed name, e-mail, meaning and time. Absent on seeded issues. */
          approval: {
            type: 'map',
            properties: {
              signerId: { type: 'string', required: true },
              printedName: { type: 'string', required: true },
              email: { type: 'string', required: true },
              meaning: { type: 'string', required: true },
              signedAt: { type: 'string', required: true },
            },
          },
          /** Who last changed the text (creation, revision, edit): separation of duties keeps them from approving it. */
          lastEditedBy: { type: 'string' },
          /** The item's version for conditional writes (absent on items seeded before it: read as 1). */
          rev: { type: 'number' },
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
          /** Every version of every SOP, for the staff list (one Query of `SOPS#ALL`; tens of SOPs, a few versions each). */
          all: {
            index: 'GSI2',
            pk: { field: 'GSI2PK', composite: [], template: 'SOPS#ALL', casing: 'none' },
            sk: { field: 'GSI2SK', composite: ['sopId', 'seq'], template: '${sopId}#${seq}', casing: 'none' },
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
    ),
);

/** A person's library downloads in one calendar month (UTC), counted for the Professional plan's cap. */
export const sopDownloads = defineEntity(
  'sopDownloads',
  () =>
    new Entity(
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
    ),
);
