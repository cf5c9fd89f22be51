import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CertificationsBlock, DiscoveryCallBanner, PageHero, Section, SectionHeading } from '@/components/sections';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { PROCESS_STEPS, SERVICE_CARDS } from '../content/serviceCards';

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
        <ul className="mt-10 grid items-start gap-5 md:grid-cols-2">
          {SERVICE_CARDS.map((card) => (
            <li key={card.id} className="rounded-2xl border border-border bg-background shadow-sm">
              <Disclosure
                summary={
                  <span className="block">
                    <span className="block text-xl font-semibold tracking-tight">{card.title}</span>
                    <span className="mt-1 block text-base font-normal text-muted-foreground">{card.description}</span>
                  </span>
                }
                buttonClassName="p-6"
                panelClassName="px-6 pb-6"
              >
                <ul className="space-y-2 border-t border-border pt-4">
                  {card.details.map((d) => (
                    <li key={d} className="flex gap-2">
                      <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      {d}
                    </li>
                  ))}
                </ul>
              </Disclosure>
            </li>
          ))}
        </ul>
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
