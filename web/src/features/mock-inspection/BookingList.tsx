import { BOOKING_STATUS_LABELS, INSPECTION_TYPE_LABELS } from '@cq/shared/mock/rules';
import type { MockBooking } from '@cq/shared/mock/schemas';
import { Badge } from '@/components/ui/badge';

/** The caller's bookings, newest first, with the status staff have moved them to. */
export function BookingList({ bookings }: { bookings: MockBooking[] }) {
  if (bookings.length === 0) return <p className="text-sm text-muted-foreground">No mock inspection booked yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Your mock inspections">
      {bookings.map((b) => (
        <li key={b.id} className="grid gap-1 rounded-[var(--radius-card)] border border-border bg-background p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">
              {INSPECTION_TYPE_LABELS[b.inspectionType]} · {b.site}
            </h3>
            <Badge variant="secondary">{BOOKING_STATUS_LABELS[b.status]}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            Dates wanted {b.earliest} to {b.latest} · booked {b.createdAt.slice(0, 10)}
          </p>
          <p className="text-sm whitespace-pre-line">{b.scope}</p>
        </li>
      ))}
    </ul>
  );
}
