import * as z from './z';
import { honeypotField } from './common';
import { withoutDirectionOverrides } from './directionOverrides';
import { tooLongMessage } from './limits';
import { TRIAL_PHASES, URGENCY_LEVELS, BUDGET_RANGES, type Option } from './leadOptions';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export {
  TRIAL_PHASE_OPTIONS,
  URGENCY_OPTIONS,
  BUDGET_OPTIONS,
  TRIAL_PHASES,
  URGENCY_LEVELS,
  BUDGET_RANGES,
  CONSULTATION_REQUEST_STATUSES,
  type ConsultationRequestStatus,
} from './leadOptions';

/** Spec messages (public spec §5), shared by the forms and the API. */
export const LEAD_MESSAGES = {
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email address',
  messageTooShort: 'Please provide a detailed message (minimum 10 characters)',
  fullNameRequired: 'Full name is required',
  companyNameRequired: 'Company name is required',
  roleRequired: 'Role is required',
  trialPhaseRequired: 'Trial phase is required',
  scopeRequired: 'Please provide details about your project scope',
  preferredDateRequired: 'Preferred consultation date is required',
  urgencyRequired: 'Please select urgency level',
  budgetInvalid: 'Please select a budget range from the list',
} as const;

/**
 * Lead text ends up in the team's e-mail and screens, so what cannot be seen is taken out: ANSI escape
 * sequences (whole), bidi overrides and isolates (which make text read in another order than it is stored),
 * and control characters (C0 and C1, DEL) except tab and newline; CRLF becomes a newline. Single-line fields
 * also turn tabs and newlines into spaces, so a name cannot start a line of its own in a notification.
 */
// eslint-disable-next-line no-control-regex -- matching escape sequences is the point
const ANSI_ESCAPES = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export const cleanLeadText = (text: string): string =>
  withoutDirectionOverrides(text.replace(ANSI_ESCAPES, '').replace(/\r\n?/g, '\n')).replace(CONTROL_CHARACTERS, '');
export const cleanLeadLine = (text: string): string => cleanLeadText(text).replace(/[\t\n]+/g, ' ');

const tooLong = tooLongMessage;
/** A required lead field, cleaned before it is trimmed and measured (a name of control characters is blank). */
const requiredLead = (clean: (text: string) => string, max: number, message: string, min = 1) =>
  z
    .string({ error: message })
    .check(z.overwrite(clean), z.trim(), z.minLength(min, message), z.maxLength(max, tooLong(max)));
const optionalLead = (clean: (text: string) => string, max: number) =>
  z.optional(z.string().check(z.overwrite(clean), z.trim(), z.maxLength(max, tooLong(max))));

/** Spec §9 minimums. */
export const CONTACT_MESSAGE_MIN = 10;
export const INTAKE_SCOPE_MIN = 10;

/** The long texts' limits: counted in the forms, refused past them (never cut). */
export const CONTACT_MESSAGE_MAX = 5000;
export const INTAKE_SCOPE_MAX = 5000;
export const INTAKE_MATERIALS_MAX = 2000;
export const INTAKE_NOTES_MAX = 5000;

const email = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, message)), z.email({ error: message }));

/** Contact form (/contact) and `POST /api/contact-messages`. */
export const contactMessageSchema = z.strictObject({
  name: requiredLead(cleanLeadLine, 200, LEAD_MESSAGES.nameRequired),
  email: email(LEAD_MESSAGES.invalidEmail),
  company: optionalLead(cleanLeadLine, 200),
  phone: optionalLead(cleanLeadLine, 50),
  message: requiredLead(cleanLeadText, CONTACT_MESSAGE_MAX, LEAD_MESSAGES.messageTooShort, CONTACT_MESSAGE_MIN),
  website: honeypotField,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The label of an option value, or the value itself when it is not in the list. */
export const optionLabel = (options: readonly Option[], value: string | undefined): string =>
  options.find((o) => o.value === value)?.label ?? value ?? '';

/** Project intake form (/intake-form) and `POST /api/consultation-requests`: the spec §7 payload, snake_case. */
export const consultationRequestSchema = z.strictObject({
  full_name: requiredLead(cleanLeadLine, 200, LEAD_MESSAGES.fullNameRequired),
  company_name: requiredLead(cleanLeadLine, 200, LEAD_MESSAGES.companyNameRequired),
  role: requiredLead(cleanLeadLine, 200, LEAD_MESSAGES.roleRequired),
  email: email(LEAD_MESSAGES.invalidEmail),
  phone: optionalLead(cleanLeadLine, 50),
  trial_phase: z.enum(TRIAL_PHASES, { error: LEAD_MESSAGES.trialPhaseRequired }),
  scope: requiredLead(cleanLeadText, INTAKE_SCOPE_MAX, LEAD_MESSAGES.scopeRequired, INTAKE_SCOPE_MIN),
  preferred_date: z.iso.date({ error: LEAD_MESSAGES.preferredDateRequired }),
  nda_required: z._default(z.boolean({ error: 'NDA required must be true or false' }), false),
  review_materials: optionalLead(cleanLeadText, INTAKE_MATERIALS_MAX),
  urgency: z.enum(URGENCY_LEVELS, { error: LEAD_MESSAGES.urgencyRequired }),
  budget: z.optional(z.enum(BUDGET_RANGES, { error: LEAD_MESSAGES.budgetInvalid })),
  additional_notes: optionalLead(cleanLeadText, INTAKE_NOTES_MAX),
  website: honeypotField,
});
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;

/** What every lead POST answers on success, and what a filled honeypot gets too. */
export const LEAD_ACCEPTED = { ok: true } as const;
