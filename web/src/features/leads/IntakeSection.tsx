import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SubmittedCard } from '@/components/ui/submitted-card';
import { useSiteNav } from '@/lib/islands/siteNav';
import { IntakeForm } from './IntakeForm';

function ThankYou() {
  const { Link } = useSiteNav();
  return (
    <SubmittedCard
      title="Thank You!"
      action={
        <Button asChild size="lg" className="mt-2">
          <Link to="/">Return to Home</Link>
        </Button>
      }
    >
      We've received your project details. A member of our team will review them and get back to you within 24 hours.
    </SubmittedCard>
  );
}

/**
 * /intake-form's form, then its Thank You screen in its place. An island on the prerendered page
 * (web/src/islandRegistry.ts): it runs there without the app, so its links come from the site nav (plain links
 * in the island, the router's in the app).
 */
export function IntakeSection() {
  const { Link } = useSiteNav();
  const [submitted, setSubmitted] = useState(false);
  return submitted ? (
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
  );
}
