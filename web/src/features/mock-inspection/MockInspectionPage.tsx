import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { apiQuery } from '@/lib/api/client';
import { usePageTitle } from '@/lib/usePageTitle';
import { needsMockSubscription } from './api';
import { BookingForm } from './BookingForm';
import { BookingList } from './BookingList';
import { SubscribePrompt } from './SubscribePrompt';

/** /mock-inspection (issue 22): book the paid quarter's mock inspection and follow its status. */
export function MockInspectionPage() {
  usePageTitle('Mock inspection');
  const list = useQuery(apiQuery('GET /api/mock-inspections'));
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Mock inspection</h1>
        <p className="text-muted-foreground">
          One remote mock inspection per paid quarter: tell us the site, the dates that suit you, the scope and the
          inspection you want to rehearse, and we will schedule it with you.
        </p>
      </div>
      {needsMockSubscription(list.error) ? (
        <SubscribePrompt />
      ) : list.isError ? (
        <FormAlert>Your mock inspections could not be loaded. Reload the page to try again.</FormAlert>
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Book your mock inspection</CardTitle>
            </CardHeader>
            <CardContent>
              <BookingForm />
            </CardContent>
          </Card>
          <section className="grid gap-3">
            <h2 className="text-xl font-semibold">Your mock inspections</h2>
            <BookingList bookings={list.data} />
          </section>
        </>
      )}
    </div>
  );
}

export default MockInspectionPage;
