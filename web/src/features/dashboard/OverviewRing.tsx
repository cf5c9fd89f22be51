import { cn } from '@/lib/cn';

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * One ring of the Audit Overview: an SVG circle filled to `percent` with the value in the middle. The picture
 * is decorative; the caption and value are text (`description` says what the fill means).
 */
export function OverviewRing({
  label,
  value,
  percent,
  description,
  colorClass,
}: {
  label: string;
  value: string;
  percent: number;
  description: string;
  colorClass: string;
}) {
  const fill = Math.max(0, Math.min(100, percent));
  return (
    <figure className="flex flex-col items-center gap-2 text-center">
      <div className="relative size-28">
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="10" className="stroke-muted" />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fill / 100)}
            className={cn('transition-[stroke-dashoffset]', fill === 0 ? 'stroke-transparent' : colorClass)}
          />
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-2xl font-bold">{value}</span>
      </div>
      <figcaption className="grid">
        <span className="text-sm font-semibold">{label}</span>
        <span className="text-xs text-muted-foreground">{description}</span>
      </figcaption>
    </figure>
  );
}
