// Deep import: the package root also exports zod schemas, which this page does not need.
import { SITE } from '@cq/shared/site';
import { CalendarDays } from 'lucide-react';
import { PageHero } from '@/components/sections';
import { Button } from '@/components/ui/button';
import { Island } from '@/lib/islands/Island';
import { SubscriptionPlans } from './SubscriptionPlans';

export function SubscriptionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Digital subscriptions"
        title="Digital QA Subscriptions"
        lede="SOP templates, training, regulatory briefings and mock inspections: quality support your team can use every week."
      >
        <Button asChild variant="outline" size="lg">
          <a href={SITE.scheduling.discoveryCallUrl} target="_blank" rel="noopener noreferrer">
            <CalendarDays className="size-4" aria-hidden="true" />
            Schedule Call<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 py-12">
        <Island name="subscriptions">
          <SubscriptionPlans />
        </Island>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Prices in US dollars. Cancel any time; 30-day money-back guarantee.
        </p>
      </div>
    </>
  );
}

export default SubscriptionsPage;
