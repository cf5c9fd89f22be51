import { BUDGET_RANGES, consultationRequestSchema, LEAD_MESSAGES } from '@cq/shared/schemas/leads';
import * as z from '@cq/shared/schemas/z';
import { withoutBlanks } from './payload';

/**
 * The intake form's resolver schema: the shared API schema, except that the budget select may still sit on its
 * placeholder (a native select reads '' there; the placeholder option can never be chosen). The output is the
 * spec §7 payload with blank optional fields left out, so browser and server validate with the same rules.
 */
export const intakeFormSchema = z.pipe(
  z.extend(consultationRequestSchema, {
    budget: z.optional(z.union([z.literal(''), z.enum(BUDGET_RANGES, { error: LEAD_MESSAGES.budgetInvalid })])),
  }),
  z.transform((values) => withoutBlanks(values) as z.output<typeof consultationRequestSchema>),
);

export type IntakeFormValues = z.input<typeof intakeFormSchema>;
export type IntakePayload = z.output<typeof intakeFormSchema>;

/** Snake_case field names of the payload, in form order (server field errors map onto these). */
export const INTAKE_FIELDS = [
  'full_name',
  'company_name',
  'role',
  'email',
  'phone',
  'trial_phase',
  'scope',
  'preferred_date',
  'nda_required',
  'review_materials',
  'urgency',
  'budget',
  'additional_notes',
] as const satisfies readonly (keyof IntakeFormValues)[];
