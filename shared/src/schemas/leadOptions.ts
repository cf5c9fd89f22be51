// The lead forms' option lists, without zod: the entity modules import them and build no schema.

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

export type Option = { readonly value: string; readonly label: string };
const values = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];

export const TRIAL_PHASES = values(TRIAL_PHASE_OPTIONS);
export const URGENCY_LEVELS = values(URGENCY_OPTIONS);
export const BUDGET_RANGES = values(BUDGET_OPTIONS);

/** A consultation request starts `submitted` (workspace spec §4). */
export const CONSULTATION_REQUEST_STATUSES = ['submitted'] as const;
export type ConsultationRequestStatus = (typeof CONSULTATION_REQUEST_STATUSES)[number];

/** Where a newsletter sign-up came from: the two boxes that offer it. */
export const NEWSLETTER_SOURCES = ['resources', 'insights'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
