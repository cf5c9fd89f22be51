import { SITE } from '@cq/shared/site';
import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Certification badges linking to the certifying bodies (spec §1); `count` limits how many are shown. */
export function CertificationBadges({ count, className }: { count?: number; className?: string }) {
  const items = SITE.certifications.slice(0, count ?? SITE.certifications.length);
  return (
    <ul className={cn('flex flex-wrap items-center justify-center gap-3', className)}>
      {items.map((c) => (
        <li key={c.name}>
          <a
            href={c.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-4 py-2 text-sm font-semibold text-primary shadow-sm hover:bg-secondary"
          >
            <BadgeCheck className="size-4" aria-hidden="true" />
            {c.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
