import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { Course, QuizResult } from '@cq/shared/learning/schemas';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { api, apiQueryKey } from '@/lib/api/client';
import { submitError } from '@/lib/api/submitError';

type Answers = Record<string, string>;

const CHOOSE = 'Choose an answer';

/** The end-of-course quiz: every question answered, scored by the server, the result said plainly. */
export function QuizForm({ course }: { course: Course }) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<QuizResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          course.quiz.questions.map((q) => [q.id, z.string({ error: CHOOSE }).check(z.minLength(1, CHOOSE))]),
        ),
      ),
    [course.quiz.questions],
  );
  const form = useForm<Answers>({ resolver: zodResolver(schema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (answers) => {
    setFailure(null);
    try {
      const scored = await api('POST /api/courses/{id}/quiz', { params: { id: course.id }, body: { answers } });
      setResult(scored);
      await queryClient.invalidateQueries({
        queryKey: apiQueryKey('GET /api/courses/{id}', { params: { id: course.id } }),
      });
    } catch (error) {
      setFailure(submitError(error, { serverText: true }).message);
    }
  });
  const retry = () => {
    setResult(null);
    form.reset({});
  };

  if (result)
    return (
      <div role="status" className="grid gap-3">
        <p className="text-lg font-semibold">
          {result.passed ? `You passed with ${result.score} %` : `You scored ${result.score} %`}
        </p>
        <p>
          {result.correct} of {result.total} answers right. The pass mark is {course.quiz.passMark} %.
          {result.passed ? ' Your certificate is ready below.' : ' Read the lessons again and retry whenever you like.'}
        </p>
        <Button variant="outline" className="w-fit" onClick={retry}>
          {result.passed ? 'Take the quiz again' : 'Try again'}
        </Button>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      <ol className="grid gap-5">
        {course.quiz.questions.map((q, n) => {
          const error = errors[q.id]?.message;
          const errorId = `quiz-${q.id}-error`;
          return (
            <li key={q.id}>
              <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
                <legend className="mb-1 font-medium">
                  {n + 1}. {q.text}
                </legend>
                {q.options.map((o) => (
                  <label
                    key={o.id}
                    className="flex cursor-pointer items-start gap-2 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
                  >
                    <input
                      type="radio"
                      value={o.id}
                      className="mt-0.5 size-4 accent-primary"
                      aria-invalid={error ? true : undefined}
                      {...form.register(q.id)}
                    />
                    <span>{o.text}</span>
                  </label>
                ))}
                {error && (
                  <p id={errorId} className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button type="submit" className="w-fit" loading={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Submit answers'}
      </Button>
    </form>
  );
}
