import * as z from '../schemas/z';
import { LEAD_STATUSES } from '../admin/rules';
import { requiredText } from '../schemas/common';
import { INSPECTION_TYPES } from './rules';

export const MOCK_SITE_MAX = 200;
export const MOCK_SCOPE_MAX = 2000;

export const BOOKING_MESSAGES = {
  siteRequired: 'Site or company is required',
  earliestInvalid: 'Earliest date must be a date (YYYY-MM-DD)',
  latestInvalid: 'Latest date must be a date (YYYY-MM-DD)',
  earliestPast: 'Earliest date cannot be in the past',
  latestBeforeEarliest: 'Latest date must be on or after the earliest date',
  scopeRequired: 'Scope is required',
  typeRequired: 'Choose the inspection type to rehearse',
} as const;

/** Today as YYYY-MM-DD (UTC), the earliest date a booking may ask for. */
const today = () => new Date().toISOString().slice(0, 10);

/** `POST /api/mock-inspections`: the booking form, checked the same way by the form and the API. */
export const mockBookingSchema = z
  .strictObject({
    site: requiredText(MOCK_SITE_MAX, BOOKING_MESSAGES.siteRequired),
    earliest: z.iso.date({ error: BOOKING_MESSAGES.earliestInvalid }),
    latest: z.iso.date({ error: BOOKING_MESSAGES.latestInvalid }),
    scope: requiredText(MOCK_SCOPE_MAX, BOOKING_MESSAGES.scopeRequired),
    inspectionType: z.enum(INSPECTION_TYPES, { error: BOOKING_MESSAGES.typeRequired }),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.earliest < today())
        ctx.addIssue({ code: 'custom', path: ['earliest'], message: BOOKING_MESSAGES.earliestPast });
      if (v.latest < v.earliest)
        ctx.addIssue({ code: 'custom', path: ['latest'], message: BOOKING_MESSAGES.latestBeforeEarliest });
    }),
  );
export type MockBookingInput = z.input<typeof mockBookingSchema>;
export type MockBookingForm = z.output<typeof mockBookingSchema>;

/** One of the caller's bookings with its inbox status (the subscriber's label is BOOKING_STATUS_LABELS'). */
export const bookingSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  periodEnd: z.string(),
  site: z.string(),
  earliest: z.string(),
  latest: z.string(),
  scope: z.string(),
  inspectionType: z.enum(INSPECTION_TYPES),
  status: z.enum(LEAD_STATUSES),
});
export type MockBooking = z.infer<typeof bookingSchema>;
