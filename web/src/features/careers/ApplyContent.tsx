import { CAREERS_MESSAGES } from '@cq/shared/schemas/careers';
import type { ResponseOf } from '@cq/shared/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SubmittedCard } from '@/components/ui/submitted-card';
import { useSiteNav } from '@/lib/islands/siteNav';
import { ApplicationForm } from './ApplicationForm';

type Job = ResponseOf<'GET /api/careers/{id}'>;

function Received({ role }: { role: string | null }) {
  const { Link } = useSiteNav();
  return (
    <SubmittedCard
      title={CAREERS_MESSAGES.received}
      action={
        <Button asChild variant="outline">
          <Link to="/careers">Back to Careers</Link>
        </Button>
      }
    >
      Thank you for applying{role ? ` for ${role}` : ''}. We read every application and will be in touch about next
      steps.
    </SubmittedCard>
  );
}

/**
 * /careers/apply's content under its back link: the form (a role's, or the general application), then Application
 * Received! in its place. Without `job` in the address it is an island on the prerendered page
 * (GeneralApplication, web/src/islandRegistry.ts): it runs there without the app, its links from the site nav.
 */
export function ApplyContent({
  jobId,
  job,
  loading,
  notFound,
}: {
  jobId: string | null;
  job: Job | undefined;
  loading: boolean;
  notFound: boolean;
}) {
  const { Link } = useSiteNav();
  const [submitted, setSubmitted] = useState(false);
  const role = jobId ? (job?.title ?? null) : null;
  return (
    <>
      <Link to="/careers" className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All open roles
      </Link>
      {submitted ? (
        <div className="mt-6">
          <Received role={role} />
        </div>
      ) : loading ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          Loading...
        </p>
      ) : notFound ? (
        <div className="grid justify-items-center gap-4 py-16 text-center">
          <h1 className="text-3xl font-bold tracking-tight">{CAREERS_MESSAGES.jobNotFound}</h1>
          <p className="text-muted-foreground">
            This role may have been filled or closed. You can still send a general application.
          </p>
          <Button asChild>
            <Link to="/careers/apply">General Application</Link>
          </Button>
        </div>
      ) : (
        <>
          <header className="mt-6">
            <p className="text-sm font-semibold tracking-wider text-accent uppercase">
              {role ? 'Apply for' : 'Careers'}
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{role ?? 'General Application'}</h1>
            <p className="mt-3 text-muted-foreground">
              {role
                ? `${job?.department} · ${job?.location} · ${job?.type}`
                : "Not seeing the right role? Tell us about yourself and we'll keep you in mind for what comes next."}
            </p>
          </header>
          <Card className="mt-8">
            <CardContent className="p-5 sm:p-8">
              <p className="mb-6 text-sm text-muted-foreground">Fields marked * are required.</p>
              <ApplicationForm jobId={jobId} onSubmitted={() => setSubmitted(true)} />
            </CardContent>
          </Card>
        </>
      )}
    </>
  );
}

/** The general application, as /careers/apply is prerendered (no role named in the address). */
export function GeneralApplication() {
  return <ApplyContent jobId={null} job={undefined} loading={false} notFound={false} />;
}
