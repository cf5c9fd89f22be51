import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections';

/** The hero band every scheduling page opens with (the shared PageHero). */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return <PageHero eyebrow={eyebrow} title={title} lede={children} />;
}

export function NumberedSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-[var(--radius-card)] border border-border bg-background p-5">
          <span
            className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <h3 className="mt-3 font-semibold">{step.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
