import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CertificationsBlock, DiscoveryCallBanner, PageHero, Section, SectionHeading } from '@/components/sections';
import { Button } from '@/components/ui/button';
import { Island } from '@/lib/islands/Island';
import { PROCESS_STEPS } from '../content/serviceCards';
import { ServiceCardList } from '../ServiceCardList';

export function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Clinical QA services"
        lede="GCP audit support, inspection readiness, SOP and CAPA operations, coaching and training for sponsors, CROs and investigator sites."
      >
        <Button asChild size="lg">
          <Link to="/contact">
            Contact Us
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </PageHero>
      <Section aria-labelledby="services-list-title">
        <SectionHeading
          id="services-list-title"
          eyebrow="What we do"
          title="Five ways we support your quality system"
          lede="Open any service to see what it includes. Open as many as you like."
        />
        <Island name="services">
          <ServiceCardList />
        </Island>
      </Section>
      <Section tone="surface" aria-labelledby="process-title">
        <SectionHeading id="process-title" eyebrow="How we work" title="A simple 4-step process" align="center" />
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {PROCESS_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-border bg-background p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to="/contact">Start With a Conversation</Link>
          </Button>
        </div>
      </Section>
      <DiscoveryCallBanner />
      <CertificationsBlock />
    </>
  );
}

export default ServicesPage;
