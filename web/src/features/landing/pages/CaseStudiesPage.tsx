import { ChartLine, Lightbulb, Target } from 'lucide-react';
import { PageHero, Section, StrategySessionCta } from '@/components/sections';
import { Badge } from '@/components/ui/badge';
import { CASE_STUDIES } from '../content/caseStudies';

const PARTS = [
  { key: 'challenge', label: 'Challenge', icon: Target },
  { key: 'solution', label: 'Solution', icon: Lightbulb },
  { key: 'result', label: 'Result', icon: ChartLine },
] as const;

export function CaseStudiesPage() {
  return (
    <>
      <PageHero
        eyebrow="Case Studies"
        title="Real problems, measurable results"
        lede="Three engagements, told with our clients' permission and without their names: a biotech facing its first inspection, a CRO rebuilding its procedures and a site network breaking a cycle of repeat findings."
      />
      <Section inner="max-w-5xl space-y-10">
        {CASE_STUDIES.map((cs) => (
          <article
            key={cs.id}
            aria-labelledby={`${cs.id}-title`}
            className="overflow-hidden rounded-2xl border border-border bg-background shadow-sm"
          >
            <header className="border-b border-border bg-surface p-6 sm:p-8">
              <div className="flex flex-wrap items-center gap-2">
                <Badge>{cs.category}</Badge>
                <span className="text-sm text-muted-foreground">{cs.industry}</span>
              </div>
              <h2 id={`${cs.id}-title`} className="mt-3 text-2xl font-bold tracking-tight">
                {cs.title}
              </h2>
            </header>
            <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1fr_16rem]">
              <div className="space-y-6">
                {PARTS.map(({ key, label, icon: Icon }) => (
                  <div key={key}>
                    <h3 className="flex items-center gap-2 font-semibold">
                      <Icon className="size-5 text-accent" aria-hidden="true" />
                      {label}
                    </h3>
                    <p className="mt-2 text-muted-foreground">{cs[key]}</p>
                  </div>
                ))}
              </div>
              <div className="rounded-xl bg-secondary p-5">
                <h3 className="text-sm font-semibold tracking-wider text-secondary-foreground uppercase">
                  Key metrics
                </h3>
                <ul className="mt-3 space-y-3">
                  {cs.metrics.map((m) => (
                    <li key={m} className="text-sm font-medium text-foreground">
                      {m}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </article>
        ))}
      </Section>
      <StrategySessionCta title="Facing a similar challenge?" />
    </>
  );
}

export default CaseStudiesPage;
