import type { JobPost } from '@cq/shared';
import { ArrowRight, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHero, Section, SectionHeading } from '@/components/sections';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useJobs } from './api';
import { CAREERS_MESSAGES } from '@cq/shared';
import { filterJobs, filterOptions, NO_FILTERS, openRolesLabel, type JobFilters } from './filters';
import { useJobPostingJsonLd } from './jsonLd';
import { applyHref, JobMeta } from './JobMeta';

export const HIRING_STEPS = [
  { title: 'Apply', text: 'Send your resume link and a short cover letter. It takes about ten minutes.' },
  { title: 'Screening call', text: 'A 30-minute conversation about your experience and what you are looking for.' },
  { title: 'Role interview', text: 'Meet the people you would work with and walk through a realistic case.' },
  { title: 'Offer', text: 'We move quickly and tell you where you stand at every step.' },
] as const;

function JobCard({ job }: { job: JobPost }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h3 className="text-xl font-semibold tracking-tight">
        <Link to={`/careers/${job.id}`} className="hover:text-accent hover:underline">
          {job.title}
        </Link>
      </h3>
      <JobMeta job={job} />
      {job.summary && <p className="text-sm leading-relaxed text-muted-foreground">{job.summary}</p>}
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <Button asChild>
          <Link to={applyHref(job.id)}>
            Apply<span className="sr-only"> for {job.title}</span>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/careers/${job.id}`}>
            View details<span className="sr-only"> of {job.title}</span>
          </Link>
        </Button>
      </div>
    </Card>
  );
}

function Filters({
  jobs,
  filters,
  onChange,
}: {
  jobs: readonly JobPost[];
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
}) {
  return (
    <div
      role="search"
      className="grid gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-4 md:grid-cols-[2fr_1fr_1fr]"
    >
      <Field label="Search roles">
        {(control) => (
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              {...control}
              type="search"
              className="pl-9"
              placeholder="Title or keyword"
              value={filters.query}
              onChange={(e) => onChange({ ...filters, query: e.target.value })}
            />
          </div>
        )}
      </Field>
      <Field label="Department">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.department}
            onChange={(e) => onChange({ ...filters, department: e.target.value })}
            options={filterOptions(jobs, 'department').map((v) => ({ value: v, label: v }))}
          />
        )}
      </Field>
      <Field label="Location">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.location}
            onChange={(e) => onChange({ ...filters, location: e.target.value })}
            options={filterOptions(jobs, 'location').map((v) => ({ value: v, label: v }))}
          />
        )}
      </Field>
    </div>
  );
}

function OpenRoles() {
  const { data, isPending, isError, refetch, isFetching } = useJobs();
  const jobs = useMemo(() => data ?? [], [data]);
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);
  const shown = useMemo(() => filterJobs(jobs, filters), [jobs, filters]);
  useJobPostingJsonLd(data ?? undefined);

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading open roles...
      </p>
    );
  }
  if (isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <FormAlert>We couldn't load the open roles right now.</FormAlert>
        <Button variant="outline" loading={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const filtered = shown.length !== jobs.length;
  return (
    <div className="grid gap-6">
      <Filters jobs={jobs} filters={filters} onChange={setFilters} />
      <p role="status" className="text-sm text-muted-foreground">
        {filtered ? `Showing ${shown.length} of ${openRolesLabel(jobs.length)}` : `${openRolesLabel(jobs.length)}`}
      </p>
      {shown.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border px-4 py-12 text-center">
          <p className="font-medium">{CAREERS_MESSAGES.noRolesMatch}</p>
          <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      ) : (
        <ul aria-label="Open roles" className="grid gap-5 lg:grid-cols-2">
          {shown.map((job) => (
            <li key={job.id} className="grid">
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /careers (spec §2): open roles with search and filters, the hiring process and the general application link. */
export function CareersPage() {
  const { data } = useJobs();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help clinical teams get quality right"
        lede="We are a remote team of GCP auditors and quality specialists who help sponsors, CROs and sites run trials that stand up to inspection. Join us."
      >
        <Button asChild size="lg">
          <a href="#open-roles">
            {data ? `See ${openRolesLabel(data.length)}` : 'See open roles'}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={applyHref()}>General Application</Link>
        </Button>
      </PageHero>

      <Section aria-labelledby="open-roles" inner="grid gap-8">
        <SectionHeading
          id="open-roles"
          title="Open roles"
          lede="Every role is remote within the US unless it says otherwise."
        />
        <OpenRoles />
      </Section>

      <Section tone="surface" aria-labelledby="hiring-process">
        <SectionHeading id="hiring-process" title="Our hiring process" align="center" />
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {HIRING_STEPS.map((step, i) => (
            <li
              key={step.title}
              className="rounded-[var(--radius-card)] border border-border bg-background p-5 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section aria-labelledby="general-application" inner="text-center">
        <SectionHeading
          id="general-application"
          align="center"
          title="Don't see the right role?"
          lede="We are always glad to hear from experienced auditors, QA specialists and trainers. Tell us what you do best."
        />
        <Button asChild size="lg" className="mt-8">
          <Link to={applyHref()}>General Application</Link>
        </Button>
      </Section>
    </>
  );
}

export default CareersPage;
