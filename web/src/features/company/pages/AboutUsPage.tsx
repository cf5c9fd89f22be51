import {
  PageHero,
  Section,
  SectionHeading,
  StatsBand,
  StrategySessionCta,
  TeamIllustration,
} from '@/components/sections';

const STATS = [
  { value: '500+', label: 'audits completed' },
  { value: '99.8%', label: 'compliance rate' },
  { value: '15+', label: 'years of experience' },
] as const;

const MILESTONES = [
  {
    year: '2019',
    text: 'Founded by two former sponsor QA leads to offer senior-level GCP audits to growing biotechs.',
  },
  { year: '2021', text: 'Launched retained QA support for sponsors too small for a full quality department.' },
  { year: '2023', text: 'Passed 400 audits and opened on-site coverage nationwide.' },
  {
    year: '2025',
    text: 'Launched digital services: SOP Library, Learning Hub, Regulatory Briefings and Mock Inspections.',
  },
];

export function AboutUsPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Our founding story"
        lede="We started with a simple idea: small and mid-size clinical teams deserve the same senior quality expertise as the largest sponsors."
        art={<TeamIllustration className="mx-auto w-full max-w-md" />}
      />
      <Section inner="max-w-5xl">
        <h2 className="sr-only">By the numbers</h2>
        <StatsBand stats={STATS} />
        <p className="mt-6 text-center text-muted-foreground">
          500+ audits completed and a 99.8% compliance rate across the programs we support.
        </p>
      </Section>
      <Section tone="surface" aria-labelledby="founding-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <SectionHeading
            id="founding-title"
            eyebrow="How it began"
            title="From the inspection back room to our own practice"
          />
          <div className="space-y-4 text-lg text-muted-foreground">
            <p>
              Between them, our founders had hosted more than a dozen regulatory inspections before starting the firm.
              They had also watched promising biotechs struggle because senior QA help was either unaffordable or
              arrived too late.
            </p>
            <p>
              We opened in 2019 with a commitment that still shapes every engagement: a senior auditor on every project,
              plain-language reports, and recommendations sized to the team that has to carry them out.
            </p>
          </div>
        </div>
      </Section>
      <Section aria-labelledby="milestones-title">
        <SectionHeading id="milestones-title" eyebrow="Milestones" title="How we have grown" />
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {MILESTONES.map((m) => (
            <li key={m.year} className="border-l-4 border-primary pl-4">
              <h3 className="text-2xl font-bold text-primary">{m.year}</h3>
              <p className="mt-2 text-muted-foreground">{m.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <StrategySessionCta />
    </>
  );
}

export default AboutUsPage;
