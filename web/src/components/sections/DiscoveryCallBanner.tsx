import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * Spec §2 discovery-call banner: a free 30-minute call, with a Contact Form button to /contact.
 * `action` replaces the default scheduling link (e.g. with the booking button).
 */
export function DiscoveryCallBanner({ action, className }: { action?: ReactNode; className?: string }) {
  return (
    <section aria-labelledby="discovery-call-title" className={cn('px-4 py-12 sm:px-6', className)}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground shadow-lg sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 sm:inline-flex">
            <CalendarCheck className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="discovery-call-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Book a free 30-minute discovery call
            </h2>
            <p className="mt-2 max-w-2xl text-base text-[#d8ecef]">
              Tell us where your study stands. We'll map the gaps, the risks and the fastest route to inspection
              readiness, with no obligation and no pressure.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          {action ?? (
            <Button asChild size="lg" variant="secondary">
              <Link to="/schedule-call">Schedule a Call</Link>
            </Button>
          )}
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-primary-foreground hover:bg-white/10"
          >
            <Link to="/contact">Contact Form</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
