import { MONEY_BACK_LABEL, PLANS, type Plan } from '@cq/shared/pricing';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHero, StrategySessionCta } from '@/components/sections';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { startPlanCheckout } from './checkout';
import { TickList } from '@/components/ui/tick-list';

function PlanAction({ plan }: { plan: Plan }) {
  const [busy, setBusy] = useState(false);
  if (plan.priceId) {
    const priceId = plan.priceId;
    return (
      <Button
        size="lg"
        className="w-full"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await startPlanCheckout(priceId);
          } finally {
            setBusy(false);
          }
        }}
      >
        Buy {plan.name}
      </Button>
    );
  }
  const to = plan.id === 'starter' ? '/resources' : '/contact';
  const label = plan.id === 'starter' ? 'Browse Free Resources' : 'Contact Sales';
  return (
    <Button asChild size="lg" variant="outline" className="w-full">
      <Link to={to}>{label}</Link>
    </Button>
  );
}

export function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple, Transparent Pricing"
        lede="Start free, upgrade when your team needs the full SOP library, or talk to us about an enterprise program."
      />

      <div className="mx-auto max-w-7xl px-4 sm:px-6 py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-background p-6 shadow-sm',
                plan.highlighted ? 'border-2 border-primary shadow-lg' : 'border-border',
              )}
            >
              {plan.highlighted && <Badge className="absolute -top-3 left-6">Recommended</Badge>}
              <h2 className="text-xl font-semibold">{plan.name}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
              <p className="mt-5">
                <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                {plan.priceSuffix && <span className="text-muted-foreground">{plan.priceSuffix}</span>}
              </p>
              <TickList items={plan.features} large className="mt-5 flex-1 space-y-2" />
              <div className="mt-6">
                <PlanAction plan={plan} />
              </div>
            </li>
          ))}
        </ul>

        <p className="mt-8 flex items-center justify-center gap-2 text-center font-medium">
          <ShieldCheck className="size-5 text-success" aria-hidden="true" />
          {MONEY_BACK_LABEL} on every paid plan
        </p>
      </div>
      <StrategySessionCta title="Not sure which plan fits?" />
    </>
  );
}

export default PricingPage;
