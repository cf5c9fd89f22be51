import { Check, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

const TICKS = { check: Check, circle: CircleCheck } as const;

/**
 * Lines each led by a green tick: a plan's features, a service's details, the landing page's points. The tick is
 * decoration (hidden from assistive technology); the list is what is read.
 */
export function TickList({
  items,
  tick = 'check',
  large = false,
  className,
  itemClassName,
  id,
}: {
  items: readonly string[];
  tick?: keyof typeof TICKS;
  /** A larger tick, for lines in body-size text. */
  large?: boolean;
  className?: string;
  itemClassName?: string;
  id?: string;
}) {
  const Tick = TICKS[tick];
  return (
    <ul id={id} className={className}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2', itemClassName)}>
          <Tick className={cn('mt-0.5 shrink-0 text-success', large ? 'size-5' : 'size-4')} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
