import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminJob } from '@cq/shared/admin/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { apiQuery } from '@/lib/api/client';
import { submitError } from '@/lib/api/submitError';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { jobUpdateBody, useJobUpdate } from './api';
import { JobDialog } from './JobDialog';
import { EmptyNote, ListSkeleton } from './lists';

function ActiveToggle({ job }: { job: AdminJob }) {
  const update = useJobUpdate();
  const next = !job.isActive;
  const label = next ? 'Reactivate' : 'Deactivate';
  const pending = usePending();
  const toggle = async () => {
    try {
      const saved = await update.mutateAsync({ id: job.id, body: jobUpdateBody(job, { isActive: next }) });
      toast({
        title: saved.isActive ? 'Job post reactivated' : 'Job post deactivated',
        description: saved.isActive ? `${saved.title} is listed on /careers.` : `${saved.title} is off /careers.`,
      });
    } catch (error) {
      toast({ title: 'Error', description: submitError(error, { serverText: true }).message, variant: 'destructive' });
    }
  };
  return (
    <Button
      size="sm"
      variant={next ? 'default' : 'outline'}
      loading={pending.busy}
      aria-label={`${label} ${job.title}`}
      onClick={pending.guard(toggle)}
    >
      {label}
    </Button>
  );
}

/** Job posts: every post, active or not; create, edit, deactivate and reactivate (/careers follows at once). */
export function JobsPanel() {
  const jobs = useQuery(apiQuery('GET /api/admin/jobs'));
  const [editing, setEditing] = useState<AdminJob | 'new' | null>(null);
  return (
    <section aria-labelledby="admin-jobs" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-jobs" className="text-xl font-semibold">
          Job posts
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> New job post
        </Button>
      </div>
      {jobs.isPending ? (
        <ListSkeleton label="Loading job posts…" rows={3} rowClassName="h-20" />
      ) : jobs.isError ? (
        <FormAlert>The job posts could not be loaded.</FormAlert>
      ) : jobs.data.length === 0 ? (
        <EmptyNote>No job posts yet.</EmptyNote>
      ) : (
        <ul aria-label="Job posts" className="grid gap-2">
          {jobs.data.map((job) => (
            <li
              key={job.id}
              className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-background p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold break-words">{job.title}</h3>
                  {job.isActive ? <Badge>Active</Badge> : <Badge variant="outline">Inactive</Badge>}
                </div>
                <p className="text-sm text-muted-foreground">
                  {[job.level, job.department, job.location, job.type].join(' · ')}
                </p>
                <p className="text-xs text-muted-foreground">Posted {formatDate(job.postedAt)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" aria-label={`Edit ${job.title}`} onClick={() => setEditing(job)}>
                  Edit
                </Button>
                <ActiveToggle job={job} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <JobDialog job={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
