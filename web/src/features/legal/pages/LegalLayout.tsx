import type { ReactNode } from 'react';

/** Shared frame of the policy pages: the h1, the last-updated line and readable prose. */
export function LegalLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <div className="bg-hero">
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm font-medium text-muted-foreground">{updated}</p>
        <div className="legal-prose mt-10 space-y-8 rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-10">
          {children}
        </div>
      </article>
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-3 space-y-3 text-muted-foreground [&_li_a]:font-medium [&_li_a]:text-accent [&_li_a]:underline [&_p_a]:font-medium [&_p_a]:text-accent [&_p_a]:underline [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
