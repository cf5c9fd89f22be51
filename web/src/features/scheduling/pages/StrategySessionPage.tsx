import { ClipboardCheck, Compass, ShieldCheck, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CertificationsBlock } from '@/components/sections';
import { CalendarEmbed } from '../CalendarEmbed';
import { schedulingUrl } from '../popup';
import { PageIntro } from './parts';

const BENEFITS = [
  {
    icon: Target,
    title: 'A clear read on your risk',
    text: 'We walk through your trial, vendors and records and name the gaps an inspector would find first.',
  },
  {
    icon: Compass,
    title: 'A prioritised plan',
    text: 'Leave with the three or four actions that will move your inspection readiness the furthest.',
  },
  {
    icon: ClipboardCheck,
    title: 'Practical next steps',
    text: 'Whether that is a mock audit, an SOP refresh or CAPA support, you will know what it involves.',
  },
  {
    icon: ShieldCheck,
    title: 'Confidential from the start',
    text: 'We are happy to sign a CDA before the session if you want to share study documents.',
  },
];

const FAQ = [
  {
    q: 'Is the strategy session really free?',
    a: 'Yes. The 45-minute session is complimentary and there is no obligation to work with us afterwards.',
  },
  {
    q: 'Who should attend from our side?',
    a: 'Usually the person accountable for quality or clinical operations. Bring a colleague from the study team if the discussion is about a specific trial.',
  },
  {
    q: 'What should we prepare?',
    a: 'Nothing formal. A short description of your study phase, your key vendors and any upcoming inspection or audit dates helps us use the time well.',
  },
  {
    q: 'What happens after the session?',
    a: 'You receive a written summary of what we discussed and, if you ask for one, a proposal within 24 hours.',
  },
];

export function StrategySessionPage() {
  return (
    <>
      <PageIntro eyebrow="Complimentary · 45 minutes" title="Book a Complimentary Strategy Session">
        Forty-five minutes with a senior clinical QA consultant to map your path to inspection readiness, from GCP gaps
        to SOPs and CAPA.
      </PageIntro>

      <section className="mx-auto max-w-7xl px-4 sm:px-6 py-12" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight">
          What you get from the session
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[var(--radius-card)] border border-border p-5">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-surface" aria-labelledby="calendar-heading">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="calendar-heading" className="text-2xl font-bold tracking-tight">
            Choose your time
          </h2>
          <div className="mt-6">
            <CalendarEmbed url={schedulingUrl('strategy-session')} height={700} title="Strategy session calendar" />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="mt-6 divide-y divide-border rounded-[var(--radius-card)] border border-border">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group p-5">
              <summary className="cursor-pointer font-medium">{q}</summary>
              <p className="mt-2 text-muted-foreground">{a}</p>
            </details>
          ))}
        </div>
        <p className="mt-6 text-muted-foreground">
          Another question?{' '}
          <Link to="/contact" className="font-medium text-accent underline">
            Contact us
          </Link>
          .
        </p>
      </section>
      <CertificationsBlock className="bg-surface" />
    </>
  );
}

export default StrategySessionPage;
