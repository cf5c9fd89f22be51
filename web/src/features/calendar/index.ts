import { lazyPage } from '@/lib/lazyPage';

/** The audit programme page (issue 19), its own chunk, loaded on demand by the router (see app/router.tsx). */
export const calendarPage = lazyPage(() => import('./CalendarPage'));

/** Settings' "Calendar feed": the member's private iCalendar URL, renewed or revoked. */
export { CalendarFeedCard } from './CalendarFeedCard';
