import { useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '@cq/shared/learning/schemas';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { apiQuery } from '@/lib/api/client';
import { usePageTitle } from '@/lib/usePageTitle';
import { needsLearningSubscription } from './api';
import { SubscribePrompt } from './SubscribePrompt';

function standing(c: CourseSummary): string {
  const { progress: p } = c;
  const lessons = `${p.lessonsDone} of ${p.lessonCount} lessons done`;
  if (p.certificate) return `${lessons} · passed, certificate ${p.certificate.code}`;
  if (p.attempts > 0) return `${lessons} · last quiz score ${p.lastScore ?? 0} %`;
  return `${lessons} · quiz not taken`;
}

/** /learning (issue 22): the courses with the caller's progress, for Learning Hub subscribers. */
export function LearningPage() {
  usePageTitle('Learning Hub');
  const list = useQuery(apiQuery('GET /api/courses'));
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Learning Hub</h1>
        <p className="text-muted-foreground">
          Short GCP and QA courses: read the lessons, pass the quiz (80 %, retries allowed) and download your
          certificate of completion.
        </p>
      </div>
      {needsLearningSubscription(list.error) ? (
        <SubscribePrompt />
      ) : list.isError ? (
        <FormAlert>The courses could not be loaded. Reload the page to try again.</FormAlert>
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <ul className="grid gap-3" aria-label="Courses">
          {list.data.map((course) => (
            <li
              key={course.id}
              className="grid gap-2 rounded-[var(--radius-card)] border border-border bg-background p-4"
            >
              <h2 className="font-semibold">
                <Link to={`/learning/${course.id}`} className="underline-offset-2 hover:underline">
                  {course.title}
                </Link>
              </h2>
              <p className="text-sm">{course.summary}</p>
              <ProgressBar
                value={(course.progress.lessonsDone * 100) / Math.max(1, course.progress.lessonCount)}
                label={`${course.title}: lessons done`}
              />
              <p className="text-sm text-muted-foreground">{standing(course)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default LearningPage;
