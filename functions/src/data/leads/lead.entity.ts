import { Entity } from 'electrodb';
import { INSPECTION_TYPES } from '@cq/shared/mock/rules';
import {
  BUDGET_RANGES,
  CONSULTATION_REQUEST_STATUSES,
  NEWSLETTER_SOURCES,
  TRIAL_PHASES,
  URGENCY_LEVELS,
} from '@cq/shared/schemas/leadOptions';
import { INBOX_ATTRIBUTES, INBOX_INDEXES } from './inbox.entity';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

export const LEAD_TYPES = [
  'ContactMessage',
  'ConsultationRequest',
  'NewsletterSubscription',
  'MockInspectionBooking',
] as const;

/**
 * A lead: a contact message, a consultation request, a newsletter sign-up or a paid mock inspection booking
 * (issue 22: the booking is the lead, staff schedule it from the inbox). All four share the staff-only
 * month partitions (`LEADS#yyyy-mm`, newest last) and tell themselves apart by `type`; each kind fills its
 * own fields of the form as submitted (snake_case where the API's payload is). Personal data: no public route
 * reads them. `month` is the partition's composite, kept on the item but never returned.
 */
export const lead = defineEntity(
  'lead',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'Lead' },
        attributes: {
          /** `yyyy-mm` of `createdAt`. */
          month: { type: 'string', required: true, readOnly: true, hidden: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          type: { type: LEAD_TYPES, required: true, readOnly: true },
          clientAddress: { type: 'string', required: true },
          email: { type: 'string', required: true },
          // ContactMessage
          name: { type: 'string' },
          company: { type: 'string' },
          phone: { type: 'string' },
          message: { type: 'string' },
          // ConsultationRequest
          status: { type: CONSULTATION_REQUEST_STATUSES },
          full_name: { type: 'string' },
          company_name: { type: 'string' },
          role: { type: 'string' },
          trial_phase: { type: TRIAL_PHASES },
          scope: { type: 'string' },
          preferred_date: { type: 'string' },
          nda_required: { type: 'boolean' },
          review_materials: { type: 'string' },
          urgency: { type: URGENCY_LEVELS },
          budget: { type: BUDGET_RANGES },
          additional_notes: { type: 'string' },
          // NewsletterSubscription
          source: { type: NEWSLETTER_SOURCES },
          // MockInspectionBooking (`scope` above; `email` is the buyer's, the purchase's period names the quarter)
          userId: { type: 'string' },
          site: { type: 'string' },
          earliest: { type: 'string' },
          latest: { type: 'string' },
          inspection_type: { type: INSPECTION_TYPES },
          period_end: { type: 'string' },
          ...INBOX_ATTRIBUTES,
        },
        indexes: {
          byMonth: {
            pk: { field: 'PK', composite: ['month'], template: 'LEADS#${month}', casing: 'none' },
            sk: { field: 'SK', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          ...INBOX_INDEXES,
        },
      },
      { ignoreOwnership: true },
    ),
);

/** One claim per newsletter address (lower-cased), so a second sign-up stores nothing new. */
export const newsletterClaim = defineEntity(
  'newsletterClaim',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'NewsletterClaim' },
        attributes: {
          email: { type: 'string', required: true, readOnly: true, set: (v?: string) => v?.toLowerCase() },
          leadId: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          type: { type: 'string', default: 'NewsletterClaim', readOnly: true },
        },
        indexes: {
          byEmail: {
            pk: { field: 'PK', composite: ['email'], template: 'NEWSLETTER#${email}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'SUBSCRIPTION', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * One mock inspection per paid quarter: the buyer's (lower-cased e-mail) claim on the purchase's current period,
 * created with the booking in one transaction, so a second booking in the period is refused atomically.
 */
export const mockBookingClaim = defineEntity(
  'mockBookingClaim',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'MockBookingClaim' },
        attributes: {
          email: { type: 'string', required: true, readOnly: true, set: (v?: string) => v?.toLowerCase() },
          periodEnd: { type: 'string', required: true, readOnly: true },
          leadId: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          type: { type: 'string', default: 'MockBookingClaim', readOnly: true },
        },
        indexes: {
          byBuyer: {
            pk: { field: 'PK', composite: ['email'], template: 'MOCKBOOK#${email}', casing: 'none' },
            sk: { field: 'SK', composite: ['periodEnd'], template: 'PERIOD#${periodEnd}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
