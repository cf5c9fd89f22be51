import { Entity } from 'electrodb';
import { FINDING_SEVERITIES, FINDING_STATUSES } from '@cq/shared/findings/rules';
import { MODEL, OPTIONAL_PARENT_ATTRIBUTES, optionalChildrenIndex, OWNED_ATTRIBUTES, ownedIndex } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A finding (workspace spec §3 findings), owned by a workspace: recorded by hand on an audit, or raised by a
 * completed report (then its id is `<reportId>.<questionId>`, shared with its CAPA, and it belongs to the report's
 * audit if it has one). It is the one record of that finding: the report's page, the audit's page, the dashboard
 * and the bell all read it. By id it is one GetItem in the workspace partition; an audit's findings are one Query
 * on GSI1 (`WS#<ws>#AUDIT#<auditId>`), written only for findings on an audit; a report's are one Query on the
 * workspace partition (`FINDING#<reportId>.`). A raised finding on an audit of an auditee is also on GSI2
 * (`WS#<ws>#AUDITEE#<auditeeId>` / `FINDING#<category>#<questionId>#<id>`), so the auditee's earlier findings of
 * a question, or of a category, are one Query (repeat findings).
 */
export const finding = defineEntity(
  'finding',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Finding' },
        attributes: {
          ...OWNED_ATTRIBUTES,
          ...OPTIONAL_PARENT_ATTRIBUTES,
          auditId: { type: 'string', readOnly: true },
          /** The report that raised it and the checklist question it answers (absent for findings recorded by hand). */
          reportId: { type: 'string' },
          questionId: { type: 'string' },
          category: { type: 'string' },
          /** The CAPA that closes it: while there is one, the finding's status follows the CAPA's. */
          capaId: { type: 'string' },
          title: { type: 'string', required: true },
          description: { type: 'string', required: true },
          severity: { type: FINDING_SEVERITIES, required: true },
          status: { type: FINDING_STATUSES, required: true },
          responseRequired: { type: 'boolean', required: true },
          dueDate: { type: 'string' },
          resolution: { type: 'string' },
          closedAt: { type: 'string' },
          createdBy: { type: 'string', required: true, readOnly: true },
          /** The auditee of its audit when it was raised, and its GSI2 keys (`repeatKeys`); absent otherwise. */
          auditeeId: { type: 'string', readOnly: true },
          auditeeKey: { type: 'string', readOnly: true },
          repeatKey: { type: 'string', readOnly: true },
          /** The auditee's earlier findings of the same question (or category) it repeats, found when it was raised. */
          repeatOf: { type: 'any', readOnly: true },
          /** The analytics filter values it was raised under (rules.ts `findingScope`); absent when none. */
          scope: { type: 'list', items: { type: 'string' }, readOnly: true },
        },
        indexes: {
          byWorkspace: ownedIndex('FINDING'),
          byAudit: optionalChildrenIndex('FINDING'),
          byAuditee: {
            index: 'GSI2',
            pk: { field: 'GSI2PK', composite: ['auditeeKey'], template: 'WS#${auditeeKey}', casing: 'none' },
            sk: { field: 'GSI2SK', composite: ['repeatKey'], template: 'FINDING#${repeatKey}', casing: 'none' },
            condition: ({ auditeeKey }: Record<string, unknown>) => Boolean(auditeeKey),
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
