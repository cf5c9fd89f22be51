import { SITE } from '@cq/shared';
import { INSPECTION_TYPE_LABELS } from '@cq/shared/mock/rules';
import type { StoredMockBooking } from '../data/leads/mockBookings';
import type { Mail } from '../services/mail';
import { field, quoted } from '../services/mailText';

/** Tells the team a subscriber booked their quarter's mock inspection (it waits in the leads inbox). */
export function bookingNotice(b: StoredMockBooking): Mail {
  return {
    to: SITE.teamMailbox,
    replyTo: b.email,
    subject: `Paid mock inspection booked by ${b.site}`,
    text: [
      "A Mock Inspection Program subscriber booked this quarter's mock inspection. Schedule it from the leads inbox (Paid — mock inspection).",
      '',
      field('Site or company', b.site),
      field('Email', b.email),
      field('Inspection type', INSPECTION_TYPE_LABELS[b.inspection_type]),
      field('Dates wanted', `${b.earliest} to ${b.latest}`),
      field('Paid period ends', b.period_end),
      '',
      'Scope:',
      quoted(b.scope),
      '',
      `Received ${b.createdAt} · reference ${b.id}`,
    ].join('\n'),
  };
}
