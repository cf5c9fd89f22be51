import { Entity } from 'electrodb';
import { REPORT_TYPES } from '@cq/shared/reports/templates';
import { MODEL, OWNED_ATTRIBUTES, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A workspace's own checklist template (issue 19): the working draft PATCH edits. `publishedVersion` is the
 * newest version published (0: none yet); `draftHash` the draft content's hash and `publishedHash` its hash at
 * that publish, so the list (which reads no questions, only `questionCount`) can say whether it changed since.
 */
export const checklistTemplate = defineEntity(
  'checklistTemplate',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ChecklistTemplate' },
        attributes: {
          ...OWNED_ATTRIBUTES,
          name: { type: 'string', required: true },
          type: { type: REPORT_TYPES, required: true },
          questions: { type: 'any', required: true },
          grading: { type: 'any' },
          answerScale: { type: 'list', items: { type: 'string' }, required: true },
          publishedVersion: { type: 'number', required: true },
          questionCount: { type: 'number', required: true },
          draftHash: { type: 'string', required: true },
          publishedHash: { type: 'string' },
          createdBy: { type: 'string', required: true, readOnly: true },
        },
        indexes: { byWorkspace: ownedIndex('CHECKLIST') },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * One published version of a template: created once (its key must be new) and never updated, so a report started
 * from it can always be traced to exactly the questions and grading it was built from.
 */
export const checklistTemplateVersion = defineEntity(
  'checklistTemplateVersion',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ChecklistTemplateVersion' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          templateId: { type: 'string', required: true, readOnly: true },
          number: { type: 'number', required: true, readOnly: true },
          name: { type: 'string', required: true, readOnly: true },
          type: { type: REPORT_TYPES, required: true, readOnly: true },
          questions: { type: 'any', required: true, readOnly: true },
          grading: { type: 'any', readOnly: true },
          answerScale: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
          publishedAt: { type: 'string', required: true, readOnly: true },
          publishedBy: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byTemplate: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'WS#${workspaceId}', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['templateId', 'number'],
              template: 'CHECKLISTV#${templateId}#${number}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
