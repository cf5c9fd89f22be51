import { CAREERS_MESSAGES } from '@cq/shared';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/lib/usePageTitle';
import { useJob } from './api';
import { ApplicationForm } from './ApplicationForm';

function Received({ role }: { role: string | null }) {
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
          {CAREERS_MESSAGES.received}
        </h1>
        <p className="max-w-md text-muted-foreground">
          Thank you for applying{role ? ` for ${role}` : ''}. We read every application and will be in touch about next
          steps.
        </p>
        <Button asChild variant="outline">
          <Link to="/careers">Back to Careers</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /careers/apply?job=<id> (spec §2): the application form for a role, or a general application without `job`. */
export function ApplyPage() {
  const [params] = useSearchParams();
  const jobId = params.get('job')?.trim() || null;
  const { data: job, isPending, isError } = useJob(jobId);
  const [submitted, setSubmitted] = useState(false);
  const role = jobId ? (job?.title ?? null) : null;
  usePageTitle(role ? `Apply: ${role}` : jobId ? 'Apply' : 'General Application');

  const loading = Boolean(jobId) && isPending;
  const notFound = Boolean(jobId) && !isPending && (isError || !job);

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/careers"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        >
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
      </div>
    </div>
  );
}

export default ApplyPage;
