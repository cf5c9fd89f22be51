import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@/lib/api/client';
import { ArrowRight, Briefcase, CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CertificationsBlock, DiscoveryCallBanner, Section, SectionHeading, StarRating } from '@/components/sections';
import { Button } from '@/components/ui/button';
import { HeroVideo } from './components/HeroVideo';
import { CORE_SERVICES, DIGITAL_SERVICES } from './content/home';
import { TESTIMONIALS } from './content/testimonials';
import { OPEN_ROLES_ATTR, openRolesText } from './openRoles';
import { TickList } from '@/components/ui/tick-list';

const PROOF = ['500+ audits completed', '99.8% compliance rate', '15+ years in clinical QA'];

function Hero() {
  return (
    <section className="relative overflow-hidden border-b border-border bg-hero">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            Clinical QA consulting · Nationwide US
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]">
            GCP audit support that keeps your trials inspection-ready
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Senior auditors for biotech, pharma, CROs and clinical sites: inspection readiness, SOPs, CAPA and retained
            QA, remote or on-site. Your first consultation is free and no-pressure.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/book">
                Book Strategy Session
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/services">Explore Services</Link>
            </Button>
          </div>
          <ul className="mt-8 grid gap-2 text-sm font-medium text-foreground sm:grid-cols-3">
            {PROOF.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <HeroVideo />
      </div>
    </section>
  );
}

function CoreServices() {
  return (
    <Section aria-labelledby="core-services-title">
      <SectionHeading
        id="core-services-title"
        eyebrow="Core Services"
        title="Quality support for every stage of your study"
        lede="From the first protocol to the inspection closing meeting, we bring GCP expertise where your team needs it most."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {CORE_SERVICES.map(({ id, title, description, points, icon: Icon }) => (
          <li key={id} className="flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
            <TickList items={points} tick="circle" className="mt-4 space-y-2 text-sm" />
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <Button asChild variant="link" className="px-0 text-base">
          <Link to="/services">
            See all services
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

function DigitalServices() {
  return (
    <Section tone="surface" aria-labelledby="digital-title">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <SectionHeading
            id="digital-title"
            eyebrow="Digital Services"
            title="Expert QA tools, on subscription"
            lede="Ready-to-adapt SOP templates, on-demand GCP training, regulatory briefings and quarterly mock inspections, built by the same auditors who run our engagements."
          />
          <Button asChild size="lg" className="mt-8">
            <Link to="/subscriptions">
              View Subscriptions
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {DIGITAL_SERVICES.map(({ title, price, icon: Icon }) => (
            <li
              key={title}
              className="flex items-center gap-4 rounded-2xl border border-border bg-background p-5 shadow-sm"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{price}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Testimonials() {
  return (
    <Section aria-labelledby="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="Trusted by clinical teams across the US"
        align="center"
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.slice(0, 3).map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-background p-6 shadow-sm">
              <StarRating rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-pretty">“{t.quote}”</blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold">{t.author}</span>
                <span className="block text-muted-foreground">
                  {t.title}, {t.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Button asChild variant="outline">
          <Link to="/testimonials">Read all testimonials</Link>
        </Button>
      </div>
    </Section>
  );
}

/** The open-roles count is real or absent: nothing while loading or on failure. */
function HiringStrip() {
  const { data } = useQuery<unknown>({ queryKey: apiQueryKey('GET /api/careers') });
  const roles = openRolesText(data);
  return (
    <section aria-labelledby="hiring-title" className="border-y border-border bg-secondary">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-background text-primary">
            <Briefcase className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="hiring-title" className="text-lg font-semibold text-secondary-foreground">
              We're hiring
              {/* Filled before hydration by web/src/islands.ts (the same text), so the markup may differ from the
                  first client render, which has no data yet. */}
              <span {...{ [OPEN_ROLES_ATTR]: '' }} suppressHydrationWarning>
                {roles ? ` · ${roles}` : ''}
              </span>
            </h2>
            <p className="text-sm text-foreground">
              Join a team of GCP auditors and QA specialists doing careful work for good science.
            </p>
          </div>
        </div>
        <Button asChild>
          <Link to="/careers">
            View Careers
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Home for visitors (spec §2 Home). */
export function LandingPage() {
  return (
    <>
      <Hero />
      <CoreServices />
      <DigitalServices />
      <DiscoveryCallBanner />
      <Testimonials />
      <HiringStrip />
      <CertificationsBlock />
    </>
  );
}

export default LandingPage;
