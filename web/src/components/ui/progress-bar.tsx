import { cn } from '@/lib/cn';

/** A labelled progress bar (0-100). `indicatorClassName` colours the filled part. */
export function ProgressBar({
  value,
  label,
  className,
  indicatorClassName,
}: {
  value: number;
  /** The accessible name ("Audit progress"); the value is announced with it. */
  label: string;
  className?: string;
  indicatorClassName?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
