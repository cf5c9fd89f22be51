// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/usePageTitle';

/** Placeholder hero; the public-site issue replaces this with the full home page (spec §2 Home). */
export function LandingPage() {
  usePageTitle('Home');
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{SITE.brandName}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Clinical QA and GCP audit support you can trust
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
          Inspection readiness, SOP development and retained QA support for biotech, pharma, CROs and clinical sites
          across the US.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/book">Book Strategy Session</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export default LandingPage;
