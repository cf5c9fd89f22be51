import { CAREERS_MESSAGES, type JobPost } from '@cq/shared';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/lib/usePageTitle';
import { useJob } from './api';
import { useJobPostingJsonLd } from './jsonLd';
import { applyHref, JobMeta } from './JobMeta';

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <ul className="grid gap-2.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2.5 text-muted-foreground">
            <CheckCircle2 className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const BackLink = () => (
  <Link to="/careers" className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline">
    <ArrowLeft className="size-4" aria-hidden="true" />
    All open roles
  </Link>
);

function JobDetail({ job }: { job: JobPost }) {
  usePageTitle(job.title);
  const one = useMemo(() => [job], [job]);
  useJobPostingJsonLd(one);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <article className="grid gap-8">
        <header className="grid gap-4">
          <BackLink />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{job.title}</h1>
          <JobMeta job={job} />
          {job.summary && <p className="text-lg text-muted-foreground">{job.summary}</p>}
          <Button asChild size="lg" className="justify-self-start lg:hidden">
            <Link to={applyHref(job.id)}>
              Apply<span className="sr-only"> for {job.title}</span>
            </Link>
          </Button>
        </header>
        <BulletList title="Responsibilities" items={job.responsibilities} />
        <BulletList title="Qualifications" items={job.qualifications} />
        <BulletList title="Nice to have" items={job.niceToHaves} />
      </article>
      <Card className="lg:sticky lg:top-24">
        <CardContent className="grid gap-3">
          <p className="font-semibold">Interested in this role?</p>
          <p className="text-sm text-muted-foreground">
            Applying takes about ten minutes: a resume link and a short cover letter.
          </p>
          <Button asChild size="lg">
            <Link to={applyHref(job.id)}>
              Apply<span className="sr-only"> for {job.title}</span>
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** /careers/:id (spec §2): the role's detail, 'Loading' while it loads, 'Job not found' on any failure. */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const { data: job, isPending, isError } = useJob(id);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      {isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          Loading...
        </p>
      ) : isError || !job ? (
        <div className="grid justify-items-center gap-4 py-16 text-center">
          <h1 className="text-3xl font-bold tracking-tight">{CAREERS_MESSAGES.jobNotFound}</h1>
          <p className="text-muted-foreground">This role may have been filled or closed.</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/careers">View open roles</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={applyHref()}>General Application</Link>
            </Button>
          </div>
        </div>
      ) : (
        <JobDetail job={job} />
      )}
    </div>
  );
}

export default JobDetailPage;
