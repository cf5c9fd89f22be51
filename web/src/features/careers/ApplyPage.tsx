import { useSearchParams } from 'react-router-dom';
import { Island } from '@/lib/islands/Island';
import { usePageTitle } from '@/lib/usePageTitle';
import { useJob } from './api';
import { ApplyContent } from './ApplyContent';
import { roleOf } from './applyParams';

/** /careers/apply?job=<id> (spec §2): the application form for a role, or a general application without `job`. */
export function ApplyPage() {
  const [params] = useSearchParams();
  const jobId = roleOf(params.toString());
  const { data: job, isPending, isError } = useJob(jobId);
  const role = jobId ? (job?.title ?? null) : null;
  usePageTitle(role ? `Apply: ${role}` : jobId ? 'Apply' : 'General Application');

  const loading = Boolean(jobId) && isPending;
  const notFound = Boolean(jobId) && !isPending && (isError || !job);

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Island name="apply">
          <ApplyContent jobId={jobId} job={job} loading={loading} notFound={notFound} />
        </Island>
      </div>
    </div>
  );
}

export default ApplyPage;
