import { z } from 'zod';
import { boundedText, honeypotField, requiredText } from './common';

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

/** Spec §9 minimums. */
export const CONTACT_MESSAGE_MIN = 10;
export const INTAKE_SCOPE_MIN = 10;

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));

/** Contact form (/contact) and `POST /api/contact-messages`. */
export const contactMessageSchema = z.strictObject({
  name: requiredText(200, LEAD_MESSAGES.nameRequired),
  email: email(LEAD_MESSAGES.invalidEmail),
  company: boundedText(200).optional(),
  phone: boundedText(50).optional(),
  message: requiredText(5000, LEAD_MESSAGES.messageTooShort, CONTACT_MESSAGE_MIN),
  website: honeypotField,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Option lists with the labels the select boxes show (spec §9); no option has an empty value. */
export const TRIAL_PHASE_OPTIONS = [
  { value: 'phase-1', label: 'Phase I' },
  { value: 'phase-2', label: 'Phase II' },
  { value: 'phase-3', label: 'Phase III' },
  { value: 'phase-4', label: 'Phase IV' },
  { value: 'pre-clinical', label: 'Pre-clinical' },
  { value: 'medical-device', label: 'Medical Device' },
  { value: 'other', label: 'Other' },
] as const;

export const URGENCY_OPTIONS = [
  { value: 'asap', label: 'ASAP (within 1 week)' },
  { value: 'urgent', label: 'Urgent (2-4 weeks)' },
  { value: 'standard', label: 'Standard (1-2 months)' },
  { value: 'planning', label: 'Planning (3+ months)' },
] as const;

export const BUDGET_OPTIONS = [
  { value: 'under-5k', label: 'Under $5k' },
  { value: '5k-15k', label: '$5k-$15k' },
  { value: '15k-50k', label: '$15k-$50k' },
  { value: '50k-plus', label: '$50k+' },
  { value: 'discuss', label: "Let's discuss" },
] as const;

type Option = { readonly value: string; readonly label: string };
const values = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];

export const TRIAL_PHASES = values(TRIAL_PHASE_OPTIONS);
export const URGENCY_LEVELS = values(URGENCY_OPTIONS);
export const BUDGET_RANGES = values(BUDGET_OPTIONS);

/** The label of an option value, or the value itself when it is not in the list. */
export const optionLabel = (options: readonly Option[], value: string | undefined): string =>
  options.find((o) => o.value === value)?.label ?? value ?? '';

/** Project intake form (/intake-form) and `POST /api/consultation-requests`: the spec §7 payload, snake_case. */
export const consultationRequestSchema = z.strictObject({
  full_name: requiredText(200, LEAD_MESSAGES.fullNameRequired),
  company_name: requiredText(200, LEAD_MESSAGES.companyNameRequired),
  role: requiredText(200, LEAD_MESSAGES.roleRequired),
  email: email(LEAD_MESSAGES.invalidEmail),
  phone: boundedText(50).optional(),
  trial_phase: z.enum(TRIAL_PHASES, { error: LEAD_MESSAGES.trialPhaseRequired }),
  scope: requiredText(5000, LEAD_MESSAGES.scopeRequired, INTAKE_SCOPE_MIN),
  preferred_date: z.iso.date({ error: LEAD_MESSAGES.preferredDateRequired }),
  nda_required: z.boolean({ error: 'NDA required must be true or false' }).default(false),
  review_materials: boundedText(2000).optional(),
  urgency: z.enum(URGENCY_LEVELS, { error: LEAD_MESSAGES.urgencyRequired }),
  budget: z.enum(BUDGET_RANGES, { error: LEAD_MESSAGES.budgetInvalid }).optional(),
  additional_notes: boundedText(5000).optional(),
  website: honeypotField,
});
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;

/** A consultation request starts `submitted` (workspace spec §4). */
export const CONSULTATION_REQUEST_STATUSES = ['submitted'] as const;
export type ConsultationRequestStatus = (typeof CONSULTATION_REQUEST_STATUSES)[number];

/** What every lead POST answers on success, and what a filled honeypot gets too. */
export const LEAD_ACCEPTED = { ok: true } as const;
