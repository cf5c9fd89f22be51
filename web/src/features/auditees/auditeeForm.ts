import * as z from '@cq/shared/schemas/z';
import {
  AUDITEE_KIND_LABELS,
  AUDITEE_KINDS,
  AUDITEE_STATUS_LABELS,
  AUDITEE_STATUSES,
  RISK_RATING_LABELS,
  RISK_RATINGS,
} from '@cq/shared/auditees/rules';
import {
  auditeeCreateSchema,
  auditeeUpdateSchema,
  type Auditee,
  type AuditeeCreate,
} from '@cq/shared/auditees/schemas';

export const KIND_OPTIONS = AUDITEE_KINDS.map((value) => ({ value, label: AUDITEE_KIND_LABELS[value] }));
export const STATUS_OPTIONS = AUDITEE_STATUSES.map((value) => ({ value, label: AUDITEE_STATUS_LABELS[value] }));
export const RISK_OPTIONS = [
  { value: '', label: 'Not rated' },
  ...RISK_RATINGS.map((value) => ({ value, label: RISK_RATING_LABELS[value] })),
];

/** The New auditee form is the API's own schema: the same rules and the same field messages. */
export const newAuditeeSchema = auditeeCreateSchema;
export type AuditeeFormValues = z.input<typeof auditeeCreateSchema>;

/** Editing: the same fields and rules, and why the change was made (kept in the trail). */
export const editAuditeeSchema = z.safeExtend(auditeeCreateSchema, { reason: auditeeUpdateSchema.shape.reason });
export type EditAuditeeFormValues = z.input<typeof editAuditeeSchema>;
export type EditAuditeeValues = z.output<typeof editAuditeeSchema>;

/** Field order for focusing the first field the server refused. */
export const AUDITEE_FIELDS = [
  'name',
  'kind',
  'status',
  'address',
  'country',
  'contactName',
  'contactEmail',
  'contactPhone',
  'riskRating',
  'riskReason',
  'notes',
] as const satisfies readonly (keyof AuditeeCreate)[];

export const NEW_AUDITEE_DEFAULTS: AuditeeFormValues = {
  name: '',
  // The select starts on its placeholder, so a kind must be chosen.
  kind: '' as AuditeeFormValues['kind'],
  status: 'prospect',
  address: '',
  country: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  riskRating: null,
  riskReason: '',
  notes: '',
};

export const editDefaults = (auditee: Auditee): EditAuditeeFormValues => ({
  name: auditee.name,
  kind: auditee.kind,
  status: auditee.status,
  address: auditee.address,
  country: auditee.country,
  contactName: auditee.contactName,
  contactEmail: auditee.contactEmail,
  contactPhone: auditee.contactPhone,
  riskRating: auditee.riskRating,
  riskReason: auditee.riskReason,
  notes: auditee.notes,
  reason: '',
});

/** The fields that differ from the record as read: only those are sent (and trailed). */
export function changedAuditeeFields(auditee: Auditee, values: EditAuditeeValues): Partial<AuditeeCreate> {
  return Object.fromEntries(AUDITEE_FIELDS.filter((f) => values[f] !== auditee[f]).map((f) => [f, values[f]]));
}
