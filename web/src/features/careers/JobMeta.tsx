import type { JobPost } from '@cq/shared';
import { Building2, DollarSign, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Level, department, type, location and (when given) the compensation range of a role. */
export function JobMeta({ job }: { job: JobPost }) {
  const item = 'inline-flex items-center gap-1.5';
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{job.level}</Badge>
        <Badge variant="outline">{job.type}</Badge>
      </div>
      <dl className="grid gap-1.5 text-sm text-muted-foreground sm:flex sm:flex-wrap sm:gap-x-5">
        <div className={item}>
          <dt>
            <Building2 className="size-4" aria-hidden="true" />
            <span className="sr-only">Department</span>
          </dt>
          <dd>{job.department}</dd>
        </div>
        <div className={item}>
          <dt>
            <MapPin className="size-4" aria-hidden="true" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{job.location}</dd>
        </div>
        {job.compensationRange && (
          <div className={`${item} font-medium text-foreground`}>
            <dt>
              <DollarSign className="size-4" aria-hidden="true" />
              <span className="sr-only">Compensation</span>
            </dt>
            <dd>{job.compensationRange}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

export const applyHref = (jobId?: string) =>
  jobId ? `/careers/apply?job=${encodeURIComponent(jobId)}` : '/careers/apply';
