import { Quote } from 'lucide-react';
import { PageHero, Section, StarRating, StatsBand, StrategySessionCta } from '@/components/sections';
import { TESTIMONIALS } from '../content/testimonials';

const STATS = [
  { value: '500+', label: 'audits' },
  { value: '99.8%', label: 'success' },
  { value: '9+', label: 'years' },
] as const;

export function TestimonialsPage() {
  return (
    <>
      <PageHero
        eyebrow="Testimonials"
        title="What our clients say"
        lede="Sponsors, CROs and investigator sites on working with us. Because most of our work is under confidentiality agreements, clients are named by role and organisation type."
      />
      <Section inner="max-w-5xl">
        <h2 className="sr-only">Our record</h2>
        <StatsBand stats={STATS} />
        <p className="mt-4 text-center text-sm text-muted-foreground">
          500+ audits, 99.8% success and 9+ years of partnership with clinical teams.
        </p>
      </Section>
      <Section tone="surface" aria-labelledby="quotes-title">
        <h2 id="quotes-title" className="sr-only">
          Client testimonials
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-border bg-background p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <StarRating rating={t.rating} />
                  <Quote className="size-6 text-secondary-foreground/30" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 text-pretty">“{t.quote}”</blockquote>
                <figcaption className="mt-5 border-t border-border pt-4 text-sm">
                  <span className="font-semibold">{t.author}</span>
                  <span className="block text-muted-foreground">
                    {t.title}, {t.company}
                  </span>
                  <span className="mt-2 inline-block rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                    {t.industry}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <StrategySessionCta title="Want results like these?" />
    </>
  );
}

export default TestimonialsPage;
