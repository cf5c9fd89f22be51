import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One independently toggled panel: a button with aria-expanded / aria-controls and the region it shows.
 * Several may be open at once (each keeps its own state). `id`: a fixed one for a disclosure in an island
 * (web/src/lib/islands/Island.tsx), where useId would not give the id the app prerendered.
 */
export function Disclosure({
  id: fixedId,
  summary,
  children,
  defaultOpen = false,
  headingLevel = 3,
  className,
  buttonClassName,
  panelClassName,
}: {
  id?: string;
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <Heading className="m-0">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className={cn(
            'flex w-full items-center justify-between gap-4 rounded-md text-left font-semibold',
            buttonClassName,
          )}
        >
          <span>{summary}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
