import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CertificationBadges } from './CertificationBadges';
import { IntakeForm } from './IntakeForm';

const INTAKE_NAV = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The intake page's own simplified navigation (spec §2): Home, About, Services, Contact and Sign In. */
function IntakeNav() {
  const item = 'rounded-md px-2 py-1.5 text-sm font-medium hover:bg-muted sm:px-3';
  return (
    <nav aria-label="Intake form" className="border-b border-border bg-background">
      <ul className="mx-auto flex max-w-5xl flex-wrap items-center gap-0.5 px-2 py-2 sm:gap-1 sm:px-6">
        {INTAKE_NAV.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end
              className={({ isActive }) => cn(item, isActive ? 'text-primary' : 'text-muted-foreground')}
            >
              {l.label}
            </NavLink>
          </li>
        ))}
        <li className="ml-auto">
          <Button asChild variant="outline" size="sm" className="h-8 px-3">
            <a href="/api/login">Sign In</a>
          </Button>
        </li>
      </ul>
    </nav>
  );
}

function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardContent className="grid justify-items-center gap-4 py-12">
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          Thank You!
        </h1>
        <p className="max-w-md text-muted-foreground">
          We've received your project details. A member of our team will review them and get back to you within 24
          hours.
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">Return to Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /intake-form (spec §2, §4, §5): the project intake form, then the Thank You screen. */
export function IntakePage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className="bg-surface">
      <IntakeNav />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        {submitted ? (
          <ThankYou />
        ) : (
          <>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Project Intake Form</h1>
                <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
                  Tell us about your clinical QA needs so we can come to your consultation prepared with relevant
                  recommendations.
                </p>
              </div>
              <Button asChild variant="outline" className="self-start">
                <Link to="/schedule-call">
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  Back to Scheduling
                </Link>
              </Button>
            </div>
            <Card className="mt-8">
              <CardContent className="p-5 sm:p-8">
                <p className="mb-6 text-sm text-muted-foreground">Fields marked * are required.</p>
                <IntakeForm onSubmitted={() => setSubmitted(true)} />
              </CardContent>
            </Card>
          </>
        )}
      </div>
      <section aria-labelledby="intake-certifications" className="border-t border-border bg-background py-8">
        <h2 id="intake-certifications" className="sr-only">
          Certifications
        </h2>
        <CertificationBadges count={2} />
      </section>
    </div>
  );
}

export default IntakePage;
