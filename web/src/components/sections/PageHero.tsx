import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The top band of a content page: the page's only h1, a lede, optional actions and art. */
export function PageHero({
  eyebrow,
  title,
  lede,
  children,
  art,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  lede?: ReactNode;
  children?: ReactNode;
  art?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('relative overflow-hidden border-b border-border bg-hero', className)}>
      <div
        className={cn(
          'mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20',
          art && 'lg:grid-cols-[1.15fr_1fr]',
        )}
      >
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {lede && <p className="mt-5 text-lg text-pretty text-muted-foreground sm:text-xl">{lede}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {art && <div className="hidden lg:block">{art}</div>}
      </div>
    </section>
  );
}
