import { Compass, Eye, Handshake, Sparkles } from 'lucide-react';
import {
  AuditIllustration,
  CertificationsBlock,
  PageHero,
  Section,
  SectionHeading,
  StrategySessionCta,
} from '@/components/sections';

const VALUES = [
  {
    title: 'Clarity',
    icon: Eye,
    text: 'Findings written so anyone can act on them: what we saw, why it matters, how risky it is and what to do next. No jargon for its own sake.',
  },
  {
    title: 'Partnership',
    icon: Handshake,
    text: 'We work beside your team, not above it. The goal is a team that can defend its own work when the inspector walks in, not dependence on us.',
  },
  {
    title: 'Excellence',
    icon: Sparkles,
    text: 'Every audit is planned against current regulation and guidance, reviewed by a second senior auditor and delivered when we said it would be.',
  },
];

const PHASES = [
  {
    phase: 'Phase I',
    studies: '25+ studies',
    text: 'First-in-human and early-phase units, dose escalation, safety reporting.',
  },
  {
    phase: 'Phase II',
    studies: '40+ studies',
    text: 'Proof-of-concept studies, multi-site oversight and protocol compliance.',
  },
  {
    phase: 'Phase III',
    studies: '20+ studies',
    text: 'Pivotal trials, pre-approval inspection readiness, vendor oversight.',
  },
  {
    phase: 'Phase IV',
    studies: '15+ studies',
    text: 'Post-marketing commitments, registries and safety surveillance.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Clinical quality, made clear"
        lede="We are an independent team of GCP auditors and quality professionals with 15+ years of experience helping sponsors, CROs and investigator sites run trials that stand up to inspection."
        art={<AuditIllustration className="mx-auto w-full max-w-md" />}
      />
      <Section aria-labelledby="story-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="story-title"
              eyebrow="Our story"
              title="Built by auditors who have sat on both sides of the table"
            />
          </div>
          <div className="space-y-4 text-lg text-muted-foreground">
            <p>
              Our founders spent their early careers in sponsor and CRO quality departments, hosting FDA inspections and
              answering audit findings. They saw the same pattern again and again: capable teams let down by unclear
              procedures, late preparation and audit reports nobody could act on.
            </p>
            <p>
              So we set out to build a different kind of QA partner, one that explains as well as it inspects. Today we
              support biotech, pharma, CROs and clinical site networks across the United States, remotely and on-site.
            </p>
          </div>
        </div>
      </Section>
      <Section tone="surface" aria-labelledby="philosophy-title">
        <div className="grid items-center gap-10 lg:grid-cols-[auto_1fr]">
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
            <Compass className="size-8" aria-hidden="true" />
          </span>
          <div>
            <SectionHeading
              id="philosophy-title"
              eyebrow="Our philosophy"
              title="Quality is a habit, not an event"
              lede="Inspection readiness should not be a scramble. We help teams build quality into daily work: proportionate, risk-based processes that protect participants and data, and that people can actually follow."
            />
          </div>
        </div>
      </Section>
      <Section aria-labelledby="values-title">
        <SectionHeading id="values-title" eyebrow="Our values" title="What we stand for" align="center" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ title, icon: Icon, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-background p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="surface" aria-labelledby="phases-title">
        <SectionHeading
          id="phases-title"
          eyebrow="Experience"
          title="Trial-phase experience"
          lede="Audit and QA support across every phase of clinical development."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PHASES.map((p) => (
            <li key={p.phase} className="rounded-2xl border border-border bg-background p-6 shadow-sm">
              <h3 className="text-sm font-semibold tracking-wider text-accent uppercase">{p.phase}</h3>
              <p className="mt-2 text-3xl font-bold tracking-tight text-primary">{p.studies}</p>
              <p className="mt-3 text-sm text-muted-foreground">{p.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CertificationsBlock />
      <StrategySessionCta />
    </>
  );
}

export default AboutPage;
