// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { logEntry, reportError } from '@/lib/errorReporting';

export const LOGO_SRC = '/logo.svg';
/** Waits before each retry of a logo that failed to load; after the last one the text mark stays alone. */
export const LOGO_RETRY_DELAYS_MS = [1000, 4000] as const;

/**
 * The logo image beside the brand name. A failed load is reported (error_type 'image') and retried with
 * backoff, a cache-busting query making the browser ask again; the brand name is always there as text.
 */
export function BrandLink({
  to = '/',
  compact = false,
  nameClassName,
}: {
  to?: string;
  compact?: boolean;
  /** Replaces `compact`'s rule for when the name is shown (it stays the link's accessible name when hidden). */
  nameClassName?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const src = attempt === 0 ? LOGO_SRC : `${LOGO_SRC}?retry=${attempt}`;
  const onError = () => {
    reportError(logEntry('image', `Logo failed to load: ${src}`, `BrandLink (attempt ${attempt + 1})`));
    const delay = LOGO_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      setGaveUp(true);
      return;
    }
    timer.current = setTimeout(() => setAttempt((n) => n + 1), delay);
  };

  return (
    <Link to={to} className="flex shrink-0 items-center gap-2.5 rounded-md font-semibold tracking-tight text-primary">
      {gaveUp ? (
        <span aria-hidden="true" className="size-8 rounded-lg bg-primary" data-testid="logo-fallback" />
      ) : (
        <img key={src} src={src} alt="" width={32} height={32} className="size-8" onError={onError} />
      )}
      {/* `compact`: on the smallest screens only the logo shows (the name stays the link's accessible name). */}
      <span className={nameClassName ?? (compact ? 'sr-only text-[1.05rem] sm:not-sr-only' : 'text-[1.05rem]')}>
        {SITE.brandName}
      </span>
    </Link>
  );
}
