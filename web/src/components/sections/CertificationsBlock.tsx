// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { Award, ExternalLink, ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

const badgeClass =
  'group inline-flex items-center gap-2 rounded-full border border-border bg-background px-4 py-2 text-sm font-medium text-foreground shadow-sm transition-colors hover:border-accent hover:text-accent';

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
        <ul className="mt-6 flex flex-wrap justify-center gap-3" aria-label="Certifications">
          {SITE.certifications.map((c) => (
            <li key={c.name}>
              <a href={c.url} target="_blank" rel="noopener noreferrer" className={badgeClass}>
                <ShieldCheck className="size-4 text-accent" aria-hidden="true" />
                {c.name}
                <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="mt-3 flex flex-wrap justify-center gap-3" aria-label="Memberships">
          {SITE.memberships.map((m) => (
            <li key={m.name}>
              <a href={m.url} target="_blank" rel="noopener noreferrer" className={badgeClass}>
                <Award className="size-4 text-accent" aria-hidden="true" />
                {m.name}
                <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
