import { Entity } from 'electrodb';
import { CAPA_STATUSES, EFFECTIVENESS_RESULTS } from '@cq/shared/reports/capaConstants';
import { REPORT_STATUSES, RISK_LEVELS } from '@cq/shared/reports/rules';
import { REPORT_TYPES } from '@cq/shared/reports/templates';
import {
  childrenIndex,
  MODEL,
  OPTIONAL_PARENT_ATTRIBUTES,
  optionalChildrenIndex,
  OWNED_ATTRIBUTES,
  ownedIndex,
} from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * An audit report (workspace spec §3 audit_reports with its checklist), owned by a workspace. The checklist and
 * the findings generated from it live on the report: they change together, in one write, with the score.
 */
export const auditReport = defineEntity(
  'auditReport',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'AuditReport' },
        attributes: {
          ...OWNED_ATTRIBUTES,
          ...OPTIONAL_PARENT_ATTRIBUTES,
          type: { type: REPORT_TYPES, required: true, readOnly: true },
          title: { type: 'string', required: true },
          notes: { type: 'string', required: true },
          auditId: { type: 'string', readOnly: true },
          /** The template version the checklist was copied from (issue 19); absent: the type's default checklist. */
          templateId: { type: 'string', readOnly: true },
          templateVersion: { type: 'number', readOnly: true },
          /** The template's own grading, copied with its questions; absent: the built-in rule (spec §9). */
          grading: { type: 'any', readOnly: true },
          /** The answers the checklist offers; absent: all four. */
          answerScale: { type: 'list', items: { type: 'string' }, readOnly: true },
          status: { type: REPORT_STATUSES, required: true },
          checklist: { type: 'any', required: true },
          generatedFindings: { type: 'any', required: true },
          progress: { type: 'number', required: true },
          riskScore: { type: 'number', required: true },
          riskLevel: { type: RISK_LEVELS, required: true },
          complianceRate: { type: 'number' },
          completedAt: { type: 'string' },
          /** The one signature of a report signed before `signatures` existed; read, never written again. */
          signature: { type: 'any' },
          signatures: { type: 'any' },
          createdBy: { type: 'string', required: true, readOnly: true },
          reviewerId: { type: 'string' },
          /** The creator and everyone who recorded an answer: none of them may approve it in an organisation. */
          authorIds: { type: 'list', items: { type: 'string' } },
          /** Its audit's auditee and its template, as GSI2 keys (`byAuditee`); absent without an auditee. */
          auditeeKey: { type: 'string', readOnly: true },
          templateKey: { type: 'string', readOnly: true },
        },
        indexes: {
          byWorkspace: ownedIndex('REPORT'),
          /** An audit's reports (GSI1 `WS#<ws>#AUDIT#<auditId>` / `REPORT#<id>`), written only for reports on an audit. */
          byAudit: optionalChildrenIndex('REPORT'),
          /**
           * An auditee's reports by template, oldest first (GSI2 `WS#<ws>#AUDITEE#<id>` / `REPORT#<template>#<id>`):
           * "Start from last audit" reads the newest few of one template, one Query.
           */
          byAuditee: {
            index: 'GSI2',
            pk: { field: 'GSI2PK', composite: ['auditeeKey'], template: 'WS#${auditeeKey}', casing: 'none' },
            sk: { field: 'GSI2SK', composite: ['templateKey'], template: 'REPORT#${templateKey}', casing: 'none' },
            condition: ({ auditeeKey }: Record<string, unknown>) => Boolean(auditeeKey),
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** A report type's checklist template (spec §3 report_templates): data, so staff can add types without code. */
export const reportTemplate = defineEntity(
  'reportTemplate',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ReportTemplate' },
        attributes: {
          type: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          questions: { type: 'any', required: true },
          defaultSections: { type: 'list', items: { type: 'string' }, required: true },
          isActive: { type: 'boolean', required: true },
        },
        indexes: {
          byType: {
            pk: { field: 'PK', composite: ['type'], template: 'TEMPLATE#${type}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'TEMPLATE', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** A CAPA record (spec §3 capa_logs) for a report finding that needs one; the report's CAPA are one Query (GSI1). */
export const capa = defineEntity(
  'capa',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Capa' },
        attributes: {
          ...OWNED_ATTRIBUTES,
          reportId: { type: 'string', required: true, readOnly: true },
          findingId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          description: { type: 'string', required: true },
          rootCause: { type: 'string', required: true },
          correctiveAction: { type: 'string', required: true },
          preventiveAction: { type: 'string', required: true },
          responsiblePerson: { type: 'string', required: true },
          dueDate: { type: 'string', required: true },
          status: { type: CAPA_STATUSES, required: true },
          // Before effectiveness checks (issue 20) a CAPA had a yes/no and notes: still read (toCapa), never written.
          effectivenessVerified: { type: 'boolean' },
          verificationNotes: { type: 'string' },
          checkDueDate: { type: 'string' },
          /** The analytics filter values of the finding it answers (rules.ts `findingScope`); absent when none. */
          scope: { type: 'list', items: { type: 'string' }, readOnly: true },
          effectivenessChecks: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                id: { type: 'string', required: true },
                method: { type: 'string', required: true },
                result: { type: EFFECTIVENESS_RESULTS, required: true },
                notes: { type: 'string', required: true },
                checkedBy: { type: 'string', required: true },
                checkedAt: { type: 'string', required: true },
              },
            },
          },
        },
        indexes: {
          byWorkspace: ownedIndex('CAPA'),
          byReport: childrenIndex('REPORT', 'reportId', 'CAPA'),
        },
      },
      { ignoreOwnership: true },
    ),
);
