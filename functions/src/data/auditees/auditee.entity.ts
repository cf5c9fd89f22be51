import { Entity } from 'electrodb';
import { AUDITEE_KINDS, AUDITEE_STATUSES, RISK_RATINGS } from '@cq/shared/auditees/rules';
import { TRIAL_PHASES } from '@cq/shared/schemas/leadOptions';
import { MODEL, OWNED_ATTRIBUTES, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * An auditee (workspace spec §3 `clients`, issue 19): a site, vendor, CRO, sponsor, lab or internal department a
 * workspace audits. `searchText` is the lower-cased text a list search matches (DynamoDB's `contains` is
 * case-sensitive).
 */
export const auditee = defineEntity(
  'auditee',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Auditee' },
        attributes: {
          ...OWNED_ATTRIBUTES,
          name: { type: 'string', required: true },
          kind: { type: AUDITEE_KINDS, required: true },
          address: { type: 'string', required: true },
          country: { type: 'string', required: true },
          contactName: { type: 'string', required: true },
          contactEmail: { type: 'string', required: true },
          contactPhone: { type: 'string', required: true },
          status: { type: AUDITEE_STATUSES, required: true },
          notes: { type: 'string', required: true },
          riskRating: { type: RISK_RATINGS },
          riskReason: { type: 'string', required: true },
          searchText: { type: 'string', required: true },
          createdBy: { type: 'string', required: true, readOnly: true },
        },
        indexes: { byWorkspace: ownedIndex('AUDITEE') },
      },
      { ignoreOwnership: true },
    ),
);

/** A clinical study (protocol), optionally sponsored by one of the workspace's auditees. */
export const study = defineEntity(
  'study',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Study' },
        attributes: {
          ...OWNED_ATTRIBUTES,
          protocolNumber: { type: 'string', required: true },
          title: { type: 'string', required: true },
          phase: { type: TRIAL_PHASES, required: true },
          sponsorId: { type: 'string' },
          searchText: { type: 'string', required: true },
          createdBy: { type: 'string', required: true, readOnly: true },
        },
        indexes: { byWorkspace: ownedIndex('STUDY') },
      },
      { ignoreOwnership: true },
    ),
);

/** One claim per protocol number in a workspace, written in the study's own transaction: protocols are unique. */
export const protocolClaim = defineEntity(
  'protocolClaim',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ProtocolClaim' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          protocolKey: { type: 'string', required: true, readOnly: true },
          studyId: { type: 'string', required: true },
          type: { type: 'string', default: 'ProtocolClaim', readOnly: true },
        },
        indexes: {
          byProtocol: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: { field: 'SK', composite: ['protocolKey'], template: 'PROTOCOL#${protocolKey}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
