import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { accepted } from './parts';
import { calendarEntrySchema, calendarFeedSchema, calendarQuerySchema } from '../calendar/schemas';

/** The `calendar` group's routes: what each takes and answers (see ../contract.ts). */
export const calendarContract = {
  /** The audits planned to start in the range (both days included, at most 400 days), by planned start. */
  'GET /api/calendar': { query: calendarQuerySchema, response: z.array(calendarEntrySchema) },
  /** A new private feed URL for the caller in this workspace; the previous one stops working. */
  'POST /api/calendar/feed': { response: calendarFeedSchema },
  /** Revokes the caller's feed in this workspace (also when there was none). */
  'DELETE /api/calendar/feed': { response: accepted },
  /** The feed itself (`<token>.ics`, text/calendar); an unknown or revoked token is 404. */
  'GET /api/calendar/{file}': { params: z.object({ file: z.string() }) },
} as const satisfies GroupContract<'calendar'>;
