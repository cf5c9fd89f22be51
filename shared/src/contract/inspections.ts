import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { bookingSchema, mockBookingSchema } from '../mock/schemas';

/** The `inspections` group's routes: what each takes and answers (see ../contract.ts). */
export const inspectionsContract = {
  /** The caller's mock inspection bookings, newest first, with their status; 403 SUBSCRIPTION_REQUIRED with `buyUrl`. */
  'GET /api/mock-inspections': { response: z.array(bookingSchema) },
  /** Books the paid quarter's one mock inspection (201); a second in the same period is 409 ALREADY_BOOKED. */
  'POST /api/mock-inspections': { body: mockBookingSchema, response: bookingSchema },
} as const satisfies GroupContract<'inspections'>;
