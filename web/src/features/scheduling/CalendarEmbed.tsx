import { CalendarDays, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CALENDLY_GIVE_UP_MS, CALENDLY_POLL_MS, calendly, loadCalendlyScript } from './calendly';

type EmbedState = 'loading' | 'ready' | 'unavailable';

/**
 * Inline scheduler (spec §9: default height 800 px, minimum width 320 px). The box keeps its height in every
 * state, so nothing below it moves when the calendar arrives or the fallback replaces it.
 */
export function CalendarEmbed({
  url,
  height = 800,
  title = 'Scheduling calendar',
}: {
  url: string;
  height?: number;
  title?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>('loading');

  useEffect(() => {
    loadCalendlyScript();
    const started = Date.now();
    const timer = setInterval(() => {
      const widget = calendly();
      if (widget && host.current) {
        clearInterval(timer);
        host.current.replaceChildren();
        widget.initInlineWidget({ url, parentElement: host.current });
        setState('ready');
      } else if (Date.now() - started >= CALENDLY_GIVE_UP_MS) {
        clearInterval(timer);
        setState('unavailable');
      }
    }, CALENDLY_POLL_MS);
    return () => clearInterval(timer);
  }, [url]);

  return (
    <div
      className="relative w-full min-w-[320px] overflow-hidden rounded-[var(--radius-card)] border border-border bg-background"
      style={{ height }}
    >
      <div ref={host} className="size-full" {...(state === 'ready' ? { role: 'region', 'aria-label': title } : {})} />
      {state === 'loading' && (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-muted-foreground"
        >
          <CalendarDays className="size-8 animate-pulse text-primary" aria-hidden="true" />
          <p>Loading calendar...</p>
        </div>
      )}
      {state === 'unavailable' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
          <CalendarDays className="size-10 text-primary" aria-hidden="true" />
          <p className="max-w-sm text-muted-foreground">
            The calendar could not be loaded here. You can still pick a time on our scheduling page.
          </p>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
          >
            Open the scheduling page
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      )}
    </div>
  );
}
