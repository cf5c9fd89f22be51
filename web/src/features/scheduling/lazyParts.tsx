import { lazy, Suspense, type ComponentProps } from 'react';

// Other features get the booking button and the calendar through these wrappers, so the feature's index
// (which the route table imports into the first load) stays free of their code.
const BookingButtonChunk = lazy(() => import('./BookingButton').then((m) => ({ default: m.BookingButton })));
const CalendarEmbedChunk = lazy(() => import('./CalendarEmbed').then((m) => ({ default: m.CalendarEmbed })));

type BookingButtonProps = ComponentProps<typeof BookingButtonChunk>;
type CalendarEmbedProps = ComponentProps<typeof CalendarEmbedChunk>;

/** The booking button (idle → 'Connecting...' → idle), loaded with the page that shows it. */
export function BookingButton(props: BookingButtonProps) {
  return (
    <Suspense fallback={null}>
      <BookingButtonChunk {...props} />
    </Suspense>
  );
}

/** The inline scheduler; its box keeps the height while the code loads, so nothing shifts. */
export function CalendarEmbed(props: CalendarEmbedProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height ?? 800 }} aria-hidden="true" />}>
      <CalendarEmbedChunk {...props} />
    </Suspense>
  );
}
