import * as z from '../schemas/z';
import { auditSchema } from '../audits/schemas';

/**
 * The audit programme (issue 19, Calendar): the workspace's audits by planned start over a bounded range, and
 * each member's private iCalendar feed.
 */
export const CALENDAR_MESSAGES = {
  dateInvalid: 'Must be a date (YYYY-MM-DD)',
  rangeBackwards: 'The range must end on or after its start',
  rangeTooLong: 'The range may span at most 400 days',
} as const;

/** The longest range one calendar read covers: a year and a quarter (the feed's span fits in it). */
export const CALENDAR_MAX_DAYS = 400;
/** The feed's window: audits planned from 90 days back to a year ahead of the day it is read. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 366;

const day = z.iso.date({ error: CALENDAR_MESSAGES.dateInvalid });
const DAY_MS = 86_400_000;

/** `GET /api/calendar?from=&to=`: both days included. */
export const calendarQuerySchema = z.strictObject({ from: day, to: day }).check(
  z.refine((q) => q.to >= q.from, { path: ['to'], message: CALENDAR_MESSAGES.rangeBackwards }),
  z.refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < CALENDAR_MAX_DAYS, {
    path: ['to'],
    message: CALENDAR_MESSAGES.rangeTooLong,
  }),
);
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/** An audit on the programme, with its auditee's name (null without one). */
export const calendarEntrySchema = z.extend(auditSchema, { auditeeName: z.nullable(z.string()) });
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** `POST /api/calendar/feed`: the member's new private feed URL (shown once; only its hash is kept). */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
