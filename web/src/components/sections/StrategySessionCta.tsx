import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Strategy-session call to action: a complimentary session with a senior auditor. */
export function StrategySessionCta({
  title = 'Ready for a clear plan?',
  action,
  className,
}: {
  title?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby="strategy-cta-title" className={cn('bg-surface px-4 py-16 sm:px-6', className)}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="strategy-cta-title" className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Book a complimentary strategy session. A senior GCP auditor reviews your situation with you and you leave with
          prioritised next steps, whether or not we work together.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {action ?? (
            <Button asChild size="lg">
              <Link to="/book">
                Book Strategy Session
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to="/services">Explore Services</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
