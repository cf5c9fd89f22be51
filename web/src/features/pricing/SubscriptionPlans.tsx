import {
  ANNUAL_SAVING_LABEL,
  checkoutRequestFor,
  formatUsd,
  INTERVAL_SUFFIX,
  priceFor,
  PRODUCTS,
  type Billing,
  type Product,
} from '@cq/shared/pricing';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { startProductCheckout } from './checkout';
import { TickList } from '@/components/ui/tick-list';

function ProductCard({ product, billing }: { product: Product; billing: Billing }) {
  const [busy, setBusy] = useState(false);
  const price = priceFor(product, billing);
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-background p-6 shadow-sm',
        product.mostPopular ? 'border-2 border-primary shadow-lg' : 'border-border',
      )}
    >
      {product.mostPopular && <Badge className="absolute -top-3 left-6">Most Popular</Badge>}
      <h2 className="text-xl font-semibold">{product.name}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{product.tagline}</p>
      <p className="mt-5">
        <span className="text-4xl font-bold tracking-tight">{formatUsd(price.amountCents)}</span>
        <span className="text-muted-foreground">{INTERVAL_SUFFIX[price.interval]}</span>
      </p>
      <TickList items={product.features} className="mt-5 flex-1 space-y-2 text-sm" />
      <Button
        className="mt-6 w-full"
        variant={product.mostPopular ? 'default' : 'outline'}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await startProductCheckout(checkoutRequestFor(product, billing));
          } finally {
            setBusy(false);
          }
        }}
      >
        Subscribe<span className="sr-only"> to {product.name}</span>
      </Button>
    </li>
  );
}

/**
 * /subscriptions' billing period and the products it prices: the page's island (web/src/islandRegistry.ts) as well
 * as the app's. A visitor's Subscribe is the public checkout call (checkout.ts, through lib/api/call.ts), so the
 * island needs no app for it either.
 */
export function SubscriptionPlans() {
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <>
      <div className="flex justify-center">
        <div
          role="group"
          aria-label="Billing period"
          className="inline-flex rounded-full border border-input bg-muted p-1"
        >
          {(['monthly', 'annual'] as const).map((b) => (
            <button
              key={b}
              type="button"
              aria-pressed={billing === b}
              onClick={() => setBilling(b)}
              className={cn(
                'inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-medium transition-colors',
                billing === b ? 'bg-primary text-primary-foreground shadow' : 'text-foreground hover:bg-background',
              )}
            >
              {b === 'monthly' ? 'Monthly' : 'Annual'}
              {b === 'annual' && (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    billing === 'annual' ? 'bg-white text-primary' : 'bg-warning-surface text-warning-foreground',
                  )}
                >
                  {ANNUAL_SAVING_LABEL}
                </span>
              )}
            </button>
          ))}
        </div>
      </div>

      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PRODUCTS.map((p) => (
          <ProductCard key={p.id} product={p} billing={billing} />
        ))}
      </ul>
    </>
  );
}
