import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course, Lesson } from '@cq/shared/learning/schemas';
import { CheckCircle2, Download } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { api, apiQuery, apiQueryKey } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { usePending } from '@/lib/usePending';
import { downloadCertificate, needsLearningSubscription } from './api';
import { QuizForm } from './QuizForm';
import { SubscribePrompt } from './SubscribePrompt';

function LessonSection({ course, lesson, n }: { course: Course; lesson: Lesson; n: number }) {
  const queryClient = useQueryClient();
  const pending = usePending();
  const complete = async () => {
    try {
      await api('POST /api/courses/{id}/lessons/{lessonId}/complete', {
        params: { id: course.id, lessonId: lesson.id },
      });
      await queryClient.invalidateQueries({
        queryKey: apiQueryKey('GET /api/courses/{id}', { params: { id: course.id } }),
      });
    } catch (error) {
      toast({ title: 'Not saved', description: refusalOf(error)?.message ?? 'Please try again.' });
    }
  };
  return (
    <section aria-labelledby={`lesson-${lesson.id}`} className="grid gap-3 border-t border-border pt-6">
      <h2 id={`lesson-${lesson.id}`} className="text-xl font-semibold">
        Lesson {n}: {lesson.title}
      </h2>
      <p className="text-sm text-muted-foreground">About {lesson.minutes} minutes</p>
      {lesson.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <h3 className="font-semibold">References</h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {lesson.references.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {lesson.completedAt ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
          <CheckCircle2 className="size-4" aria-hidden="true" /> Completed on {formatDate(lesson.completedAt)}
        </p>
      ) : (
        <Button
          variant="outline"
          className="w-fit"
          loading={pending.busy}
          onClick={pending.guard(complete)}
          aria-label={`Mark lesson ${n} complete`}
        >
          Mark complete
        </Button>
      )}
    </section>
  );
}

function Certificate({ code, issuedAt }: { code: string; issuedAt: string }) {
  const pending = usePending();
  const save = async () => {
    try {
      toast({ title: 'Certificate downloaded', description: await downloadCertificate(code) });
    } catch (error) {
      toast({ title: 'Not downloaded', description: refusalOf(error)?.message ?? 'Try again.' });
    }
  };
  return (
    <section aria-labelledby="certificate" className="grid gap-2 rounded-md border border-border p-4">
      <h2 id="certificate" className="text-xl font-semibold">
        Your certificate
      </h2>
      <p>
        Issued on {formatDate(issuedAt)}. Verification code <span className="font-mono font-semibold">{code}</span>:
        anyone can confirm it at{' '}
        <Link to={`/certificates/${code}`} className="underline underline-offset-2">
          the certificate check page
        </Link>
        .
      </p>
      <Button className="w-fit" loading={pending.busy} onClick={pending.guard(save)}>
        <Download className="size-4" aria-hidden="true" /> Download certificate (PDF)
      </Button>
    </section>
  );
}

function CourseText({ course }: { course: Course }) {
  const { progress } = course;
  return (
    <article className="grid gap-6">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          <Link to="/learning" className="underline underline-offset-2">
            Learning Hub
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{course.title}</h1>
        <p>{course.summary}</p>
        <ProgressBar value={(progress.lessonsDone * 100) / Math.max(1, progress.lessonCount)} label="Lessons done" />
        <p className="text-sm text-muted-foreground">
          {progress.lessonsDone} of {progress.lessonCount} lessons done
        </p>
      </header>
      {course.lessons.map((lesson, i) => (
        <LessonSection key={lesson.id} course={course} lesson={lesson} n={i + 1} />
      ))}
      <section aria-labelledby="quiz" className="grid gap-3 border-t border-border pt-6">
        <h2 id="quiz" className="text-xl font-semibold">
          Quiz
        </h2>
        <p className="text-sm text-muted-foreground">
          {course.quiz.questions.length} questions, one answer each. Pass mark {course.quiz.passMark} %; you may retry.
          {progress.attempts > 0 && ` Attempts so far: ${progress.attempts}, last score ${progress.lastScore ?? 0} %.`}
        </p>
        <QuizForm course={course} />
      </section>
      {progress.certificate && <Certificate {...progress.certificate} />}
    </article>
  );
}

/** /learning/:id (issue 22): a course's lessons to read and mark complete, its quiz, and the certificate. */
export function CoursePage() {
  const { id = '' } = useParams();
  const course = useQuery(apiQuery('GET /api/courses/{id}', { params: { id } }));
  usePageTitle(course.data?.title ?? 'Learning Hub');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      {needsLearningSubscription(course.error) ? (
        <SubscribePrompt />
      ) : course.isError ? (
        <FormAlert>
          {refusalOf(course.error)?.status === 404 ? 'Course not found.' : 'The course could not be loaded.'}
        </FormAlert>
      ) : course.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <CourseText course={course.data} />
      )}
    </div>
  );
}

export default CoursePage;
