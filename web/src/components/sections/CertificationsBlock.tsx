// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { Award, ExternalLink, ShieldCheck, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const badgeClass =
  'group inline-flex items-center gap-2 rounded-full border border-border bg-background px-4 py-2 text-sm font-medium text-foreground shadow-sm transition-colors hover:border-accent hover:text-accent';

function BadgeLinks({
  label,
  icon: Icon,
  items,
  className,
}: {
  label: string;
  icon: LucideIcon;
  items: readonly { name: string; url: string }[];
  className: string;
}) {
  return (
    <ul className={cn('flex flex-wrap justify-center gap-3', className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.name}>
          <a href={item.url} target="_blank" rel="noopener noreferrer" className={badgeClass}>
            <Icon className="size-4 text-accent" aria-hidden="true" />
            {item.name}
            <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Certification and membership badges (SITE), each linking to the issuing body in a new tab. */
export function CertificationsBlock({
  className,
  title = 'Certifications & memberships',
}: {
  className?: string;
  title?: string;
}) {
  return (
    <section aria-labelledby="certifications-title" className={cn('px-4 py-12 sm:px-6', className)}>
      <div className="mx-auto max-w-7xl text-center">
        <h2 id="certifications-title" className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <BadgeLinks label="Certifications" icon={ShieldCheck} items={SITE.certifications} className="mt-6" />
        <BadgeLinks label="Memberships" icon={Award} items={SITE.memberships} className="mt-3" />
      </div>
    </section>
  );
}
