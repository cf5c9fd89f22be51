import { MOCK_MESSAGES, nextBookingOn } from '@cq/shared/mock/rules';
import type { MockBooking } from '@cq/shared/mock/schemas';
import { bookingsOf, bookMockInspection } from '../data/leads/mockBookings';
import { AlreadyBookedError } from '../domain/errors';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { inspectionsContract } from '@cq/shared/contract/inspections';
import { signedIn } from '../http/signedIn';
import { notify } from '../services/mail';
import { requireMockAccess } from './access';
import { bookingNotice } from './notifications';

async function list({ user }: RequestContext<'GET /api/mock-inspections'>) {
  await requireMockAccess(user);
  return { body: await bookingsOf(user.email) };
}

async function book({ user, body, clientAddress }: RequestContext<'POST /api/mock-inspections'>) {
  const { currentPeriodEnd } = await requireMockAccess(user);
  // A live subscription without a period end (never seen from Stripe) still counts once, under its own key.
  const period = currentPeriodEnd ?? 'open';
  const booking = await bookMockInspection(user, body, period, clientAddress);
  if (!booking) {
    const nextOn = currentPeriodEnd ? nextBookingOn(currentPeriodEnd) : 'your next renewal';
    throw new AlreadyBookedError(MOCK_MESSAGES.alreadyBooked(nextOn), nextOn);
  }
  await notify([bookingNotice(booking)], { leadId: booking.id });
  const created: MockBooking = {
    id: booking.id,
    createdAt: booking.createdAt,
    periodEnd: booking.period_end,
    site: booking.site,
    earliest: booking.earliest,
    latest: booking.latest,
    scope: booking.scope,
    inspectionType: booking.inspection_type,
    status: 'new',
  };
  return { body: created };
}

export const operations: Operations<'inspections'> = {
  'GET /api/mock-inspections': { handle: list },
  'POST /api/mock-inspections': { handle: book },
};

export const handler = createGroupHandler('inspections', inspectionsContract, operations, signedIn);
