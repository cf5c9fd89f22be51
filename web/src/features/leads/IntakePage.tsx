import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CertificationBadges } from './CertificationBadges';
import { Island } from '@/lib/islands/Island';
import { IntakeSection } from './IntakeSection';

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

/** /intake-form (spec §2, §4, §5): the project intake form, then the Thank You screen. */
export function IntakePage() {
  return (
    <div className="bg-surface">
      <IntakeNav />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <Island name="intake">
          <IntakeSection />
        </Island>
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
