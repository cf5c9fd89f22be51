import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { CALENDLY_MESSAGES, hasCalendlyParams, readCalendlyParams, type CalendlyOutcome } from '../calendlyParams';

/**
 * Home banner after the scheduling integration's OAuth round trip (spec §2 Home). Reads the parameters
 * once, then takes them out of the address (replace, so Back does not bring them again).
 */
export function CalendlyBanner() {
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<CalendlyOutcome | null>(() => readCalendlyParams(location.search).outcome);

  useEffect(() => {
    if (!hasCalendlyParams(location.search)) return;
    const { rest } = readCalendlyParams(location.search);
    navigate(
      { pathname: location.pathname, search: rest, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

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
          onClick={() => setOutcome(null)}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

export default CalendlyBanner;
