import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A full-width page band with the site's content width. `tone` picks the background. */
export function Section({
  className,
  inner,
  tone = 'plain',
  children,
  ...props
}: ComponentProps<'section'> & { inner?: string; tone?: 'plain' | 'surface' | 'primary' }) {
  return (
    <section
      className={cn(
        'py-14 sm:py-20',
        tone === 'surface' && 'bg-surface',
        tone === 'primary' && 'bg-primary text-primary-foreground',
        className,
      )}
      {...props}
    >
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6', inner)}>{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and a short lede, as every content band opens. */
export function SectionHeading({
  eyebrow,
  title,
  lede,
  id,
  align = 'left',
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  lede?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lede && <p className="mt-4 text-lg text-pretty text-muted-foreground">{lede}</p>}
    </div>
  );
}
