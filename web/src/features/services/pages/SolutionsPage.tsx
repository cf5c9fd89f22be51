import {
  Building2,
  ClipboardCheck,
  FileText,
  FlaskConical,
  GraduationCap,
  Hospital,
  Microscope,
  Pill,
  RefreshCw,
  Stethoscope,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHero, Section, SectionHeading, StrategySessionCta } from '@/components/sections';
import { Button } from '@/components/ui/button';

const SOLUTIONS = [
  {
    icon: ClipboardCheck,
    title: 'GCP Audit Readiness',
    text: 'A gap assessment against ICH GCP and FDA expectations, a prioritised plan and mock audits so nothing surprises you.',
    outcomes: ['Readiness score by process area', 'Prioritised remediation plan', 'Mock audit with debrief'],
  },
  {
    icon: FileText,
    title: 'SOP Development & Review',
    text: 'New or revised SOPs aligned with ICH E6(R3) and 21 CFR, written with the people who do the work.',
    outcomes: ['SOP gap analysis', 'Plain-language procedures', 'Training and roll-out support'],
  },
  {
    icon: RefreshCw,
    title: 'CAPA Strategy & Implementation',
    text: 'Root-cause analysis and corrective and preventive actions with effectiveness checks that stop repeat findings.',
    outcomes: ['Root-cause workshops', 'CAPA plans with owners and dates', 'Effectiveness verification'],
  },
  {
    icon: GraduationCap,
    title: 'QA Training & Education',
    text: 'Role-based GCP and quality training, live or on demand, with records that stand up to inspection.',
    outcomes: ['ICH E6(R3) refreshers', 'Data integrity (ALCOA+)', 'Inspection-hosting practice'],
  },
];

const INDUSTRIES = [
  { icon: FlaskConical, name: 'Biotech', text: 'First studies, first inspections and lean QA teams.' },
  { icon: Pill, name: 'Pharma', text: 'Vendor oversight, late-phase programs and pre-approval inspections.' },
  { icon: Building2, name: 'CROs', text: 'Procedures, sponsor audit readiness and quality metrics.' },
  {
    icon: Hospital,
    name: 'Clinical Site Networks',
    text: 'Consistent practice across sites and repeat-finding prevention.',
  },
  { icon: Stethoscope, name: 'Investigator Sites', text: 'Source documentation, consent and audit hosting.' },
  {
    icon: Microscope,
    name: 'Medical Devices',
    text: 'Clinical investigations under ISO 14155 and ISO 13485 quality systems.',
  },
];

export function SolutionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Solutions"
        title="Solutions for every quality challenge"
        lede="Focused engagements with clear deliverables, for the problems clinical teams bring to us most often."
      />
      <Section aria-labelledby="solutions-title">
        <h2 id="solutions-title" className="sr-only">
          Our solutions
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {SOLUTIONS.map(({ icon: Icon, title, text, outcomes }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-8"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold tracking-tight">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
              <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
                {outcomes.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
              <Button asChild className="mt-6 self-start">
                <Link to="/schedule-call" aria-label={`Discuss This Solution: ${title}`}>
                  Discuss This Solution
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="surface" aria-labelledby="industries-title">
        <SectionHeading
          id="industries-title"
          eyebrow="Industries"
          title="Industries we serve"
          lede="Sponsors, CROs and sites across the US, remote and on-site."
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {INDUSTRIES.map(({ icon: Icon, name, text }) => (
            <li key={name} className="flex gap-4 rounded-2xl border border-border bg-background p-5">
              <Icon className="size-7 shrink-0 text-accent" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <StrategySessionCta />
    </>
  );
}

export default SolutionsPage;
