import { Award, Clock, FileText, Lock, MapPin, UserCheck } from 'lucide-react';
import { CertificationsBlock, PageHero, Section, SectionHeading, StrategySessionCta } from '@/components/sections';
import { Button } from '@/components/ui/button';

const BENEFITS = [
  {
    icon: UserCheck,
    title: 'Senior auditors on every project',
    text: 'Your audit is planned and led by an auditor with 15+ years in clinical QA, never handed to a junior team.',
  },
  {
    icon: Clock,
    title: 'Audit-ready in 2-4 weeks',
    text: 'A focused readiness plan that gets most teams inspection-ready within two to four weeks.',
  },
  {
    icon: FileText,
    title: 'Reports you can act on',
    text: 'Each finding is risk-rated, tied to the requirement behind it and paired with a practical corrective action.',
  },
  {
    icon: Lock,
    title: 'Confidential by default',
    text: 'We work under your CDA or MSA, and your documents stay in your systems or our access-controlled workspace.',
  },
  {
    icon: MapPin,
    title: 'Nationwide, remote or on-site',
    text: 'Remote document review and interviews, with on-site visits anywhere in the US when the work calls for it.',
  },
  {
    icon: Award,
    title: 'Proven record',
    text: '500+ audits completed with a 99.8% compliance rate across the programs we support.',
  },
];

export function WhyUsPage() {
  return (
    <>
      <PageHero
        eyebrow="Why choose us"
        title="Why clinical teams choose us"
        lede="Senior expertise, clear communication and a plan sized to your team. Here is what working with us looks like."
      />
      <Section aria-labelledby="benefits-title">
        <SectionHeading id="benefits-title" eyebrow="Benefits" title="What you get" />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-background p-6 shadow-sm">
              <Icon className="size-7 text-accent" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="surface" aria-labelledby="workspace-title">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-border bg-background p-8 shadow-sm md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="workspace-title" className="text-2xl font-bold tracking-tight">
              Already a client?
            </h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              Sign in to the audit workspace to follow your audits, review findings and track CAPA progress with your
              auditor.
            </p>
          </div>
          <Button asChild size="lg" variant="outline">
            <a href="/api/login">Sign in to your workspace</a>
          </Button>
        </div>
      </Section>
      <CertificationsBlock />
      <StrategySessionCta />
    </>
  );
}

export default WhyUsPage;
