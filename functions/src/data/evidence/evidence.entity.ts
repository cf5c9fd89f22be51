import { Entity } from 'electrodb';
import { EVIDENCE_TYPE_LIST } from '@cq/shared/evidence/rules';
import { MODEL, OWNED_ATTRIBUTES, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * Where a file is attached, as one key: `REPORT#<reportId>` (a checklist answer; the question is `questionId`),
 * `FINDING#<id>`, `CAPA#<id>`, `AUDIT#<id>` (the audit plan), `RESPONSE#<requestId>#<findingId>` (an auditee's
 * response, issue 20; the finding is `questionId`).
 */
const TARGET_ATTRIBUTES = {
  targetKind: { type: ['answer', 'finding', 'capa', 'audit', 'response'] as const, required: true, readOnly: true },
  recordKey: { type: 'string', required: true, readOnly: true },
  /** The record's id (the report's, for an answer). */
  recordId: { type: 'string', required: true, readOnly: true },
  questionId: { type: 'string', readOnly: true },
} as const;

/**
 * An evidence file (issue 19; spec 001 §3 `audit_files`), owned by a workspace. By id one GetItem
 * (`WS#<ws>` / `EVID#<id>`); a record's files one Query on GSI1 (`WS#<ws>#EVIDOF#<recordKey>`, ids time-ordered);
 * every file of a report (its answers', and its findings' and CAPA's) one Query on GSI2
 * (`WS#<ws>#EVIDREPORT#<reportId>`, written only for files under a report). The bytes live under the media
 * bucket's private `evidence/` prefix, which CloudFront does not serve.
 */
export const evidenceFile = defineEntity(
  'evidenceFile',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Evidence' },
        attributes: {
          ...OWNED_ATTRIBUTES,
          ...TARGET_ATTRIBUTES,
          /**
           * `<workspaceId>#EVIDREPORT#<reportId>` and the file's id again: set only on files under a report (the GSI2
           * keys; ElectroDB refuses a write with some of an index's composites, so the id is not reused).
           */
          reportKey: { type: 'string', readOnly: true },
          reportFileId: { type: 'string', readOnly: true },
          reportId: { type: 'string', readOnly: true },
          /** The audit whose closing locks the file when no report does (an audit plan's, a hand-recorded finding's). */
          auditId: { type: 'string', readOnly: true },
          name: { type: 'string', required: true, readOnly: true },
          size: { type: 'number', required: true, readOnly: true },
          fileType: { type: EVIDENCE_TYPE_LIST, required: true, readOnly: true },
          sha256: { type: 'string', required: true, readOnly: true },
          storageKey: { type: 'string', required: true, readOnly: true },
          uploadedBy: { type: 'string', required: true, readOnly: true },
          uploaderName: { type: 'string', required: true, readOnly: true },
          superseded: { type: 'boolean', required: true },
          supersededAt: { type: 'string' },
          supersededBy: { type: 'string' },
          supersededReason: { type: 'string' },
        },
        indexes: {
          byWorkspace: ownedIndex('EVID'),
          byRecord: {
            index: 'GSI1',
            pk: {
              field: 'GSI1PK',
              composite: ['workspaceId', 'recordKey'],
              template: 'WS#${workspaceId}#EVIDOF#${recordKey}',
              casing: 'none',
            },
            sk: { field: 'GSI1SK', composite: ['id'], template: 'EVID#${id}', casing: 'none' },
          },
          byReport: {
            index: 'GSI2',
            pk: { field: 'GSI2PK', composite: ['reportKey'], template: 'WS#${reportKey}', casing: 'none' },
            sk: { field: 'GSI2SK', composite: ['reportFileId'], template: 'EVID#${reportFileId}', casing: 'none' },
            condition: ({ reportKey }: Record<string, unknown>) => Boolean(reportKey),
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** An upload in progress: expires (TTL) with its URL plus the time to complete it. */
export const evidenceUpload = defineEntity(
  'evidenceUpload',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'EvidenceUpload' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          ...TARGET_ATTRIBUTES,
          reportId: { type: 'string', readOnly: true },
          auditId: { type: 'string', readOnly: true },
          name: { type: 'string', required: true, readOnly: true },
          size: { type: 'number', required: true, readOnly: true },
          fileType: { type: EVIDENCE_TYPE_LIST, required: true, readOnly: true },
          uploadedBy: { type: 'string', required: true, readOnly: true },
          uploaderName: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          expiresAt: { type: 'number', required: true, readOnly: true },
        },
        indexes: {
          byWorkspace: ownedIndex('EVIDUP'),
        },
      },
      { ignoreOwnership: true },
    ),
);
