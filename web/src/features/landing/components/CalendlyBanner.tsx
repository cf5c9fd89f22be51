import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { CALENDLY_MESSAGES } from '../calendlyParams';
import { dismissCalendlyOutcome, useCalendlyOutcome } from '../calendlyOutcome';

/**
 * Home banner after the scheduling integration's OAuth round trip (spec §2 Home), until dismissed. Whoever read
 * the address shows it (calendlyOutcome.ts): the app (app/HomeRoute.tsx) or, on the prerendered `/` before the
 * app, the banner's island (CalendlyBannerIsland.tsx). No router here, so both can render it.
 */
export function CalendlyBanner() {
  const outcome = useCalendlyOutcome();
  if (!outcome) return null;
  const ok = outcome === 'connected';
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div className="px-4 pt-4 sm:px-6">
      <div
        role={ok ? 'status' : 'alert'}
        className={cn(
          'mx-auto flex max-w-7xl items-start gap-3 rounded-xl border p-4 text-sm sm:text-base',
          ok
            ? 'border-success-border bg-success-surface text-[#14532d]'
            : 'border-danger-border bg-danger-surface text-[#7f1d1d]',
        )}
      >
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1 font-medium">{CALENDLY_MESSAGES[outcome]}</p>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={dismissCalendlyOutcome}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

export default CalendlyBanner;
