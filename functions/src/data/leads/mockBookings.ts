import { randomUUID } from 'node:crypto';
import type { MockBooking, MockBookingForm } from '@cq/shared/mock/schemas';
import { store, transaction } from '../core/store';
import './lead.entity';

/** A booking as stored: a lead of type MockInspectionBooking in the staff month partitions. */
export interface StoredMockBooking {
  id: string;
  type: 'MockInspectionBooking';
  createdAt: string;
  clientAddress: string;
  email: string;
  userId: string;
  site: string;
  earliest: string;
  latest: string;
  scope: string;
  inspection_type: MockBookingForm['inspectionType'];
  period_end: string;
}

/**
 * Books the period's mock inspection: the buyer's claim on `periodEnd` and the lead in one transaction. Returns
 * null when the period is already claimed (nothing is written), so the caller answers 409.
 */
export async function bookMockInspection(
  buyer: { sub: string; email: string },
  form: MockBookingForm,
  periodEnd: string,
  clientAddress: string,
): Promise<StoredMockBooking | null> {
  const booking: StoredMockBooking = {
    id: randomUUID(),
    type: 'MockInspectionBooking',
    createdAt: new Date().toISOString(),
    clientAddress,
    email: buyer.email,
    userId: buyer.sub,
    site: form.site,
    earliest: form.earliest,
    latest: form.latest,
    scope: form.scope,
    inspection_type: form.inspectionType,
    period_end: periodEnd,
  };
  const result = await transaction()
    .write(({ mockBookingClaim, lead }) => [
      mockBookingClaim
        .create({ email: buyer.email, periodEnd, leadId: booking.id, createdAt: booking.createdAt })
        .commit(),
      lead.put({ ...booking, month: booking.createdAt.slice(0, 7) }).commit(),
    ])
    .go();
  if (result.canceled) {
    const [claim] = result.data as Array<{ code: string }>;
    if (claim?.code === 'ConditionalCheckFailed') return null;
    throw new Error(
      `Mock inspection booking cancelled: ${result.data.map((d) => (d as { code: string }).code).join(', ')}`,
    );
  }
  return booking;
}

/**
 * Access pattern (subscriber): the buyer's bookings, newest first, with their inbox status: one Query on the
 * buyer's claims (one per paid quarter, so a handful) and one GSI2 Query per booking by its id.
 */
export async function bookingsOf(email: string): Promise<MockBooking[]> {
  const { mockBookingClaim, lead } = store();
  const claims = await mockBookingClaim.query.byBuyer({ email: email.toLowerCase() }).go({ order: 'desc' });
  const leads = await Promise.all(
    claims.data.map(async (c) => (await lead.query.inboxById({ id: c.leadId }).go({ ignoreOwnership: true })).data[0]),
  );
  return leads
    .filter((l) => l?.type === 'MockInspectionBooking')
    .map((l) => ({
      id: l!.id,
      createdAt: l!.createdAt,
      periodEnd: l!.period_end ?? '',
      site: l!.site ?? '',
      earliest: l!.earliest ?? '',
      latest: l!.latest ?? '',
      scope: l!.scope ?? '',
      inspectionType: l!.inspection_type ?? 'other',
      status: l!.inboxStatus ?? 'new',
    }));
}
