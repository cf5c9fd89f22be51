import { randomBytes } from 'node:crypto';
import { LEARNING_MESSAGES, PASS_MARK_PERCENT, certificateCodeOf, quizResult } from '@cq/shared/learning/rules';
import type { Course, CourseProgress, CourseSummary, QuizResult } from '@cq/shared/learning/schemas';
import { NotFoundError } from '../domain/errors';
import {
  CertificateIssuedError,
  completeLesson,
  learningStandings,
  recordAttempt,
  standingOf,
  type CourseStanding,
} from '../data/learning/progress';
import type { AuthUser } from '../lib/event';
import { printedNameOf } from '../services/entitlements';
import { requireLearningAccess } from './access';
import { COURSES, courseById, type CourseContent } from './content';

/** Option ids by position: a, b, c, d. */
const optionId = (index: number) => String.fromCharCode(97 + index);

function courseOr404(id: string): CourseContent {
  const course = courseById(id);
  if (!course) throw new NotFoundError(LEARNING_MESSAGES.courseNotFound);
  return course;
}

export const progressOf = (course: CourseContent, s: CourseStanding): CourseProgress => ({
  lessonsDone: course.lessons.filter((l) => s.lessons[l.id]).length,
  lessonCount: course.lessons.length,
  attempts: s.attempts,
  lastScore: s.lastScore,
  passedAt: s.passedAt,
  certificate: s.certificate,
});

const summaryOf = (course: CourseContent, s: CourseStanding): CourseSummary => ({
  id: course.id,
  title: course.title,
  summary: course.summary,
  progress: progressOf(course, s),
});

export async function listCourses(user: AuthUser): Promise<CourseSummary[]> {
  await requireLearningAccess(user);
  const standings = await learningStandings(user.sub);
  return COURSES.map((c) => summaryOf(c, standingOf(standings, c.id)));
}

/** The course whole, its quiz without answers: which option is right never leaves the server. */
export async function readCourse(user: AuthUser, id: string): Promise<Course> {
  await requireLearningAccess(user);
  const course = courseOr404(id);
  const standing = standingOf(await learningStandings(user.sub), id);
  return {
    ...summaryOf(course, standing),
    lessons: course.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      minutes: l.minutes,
      paragraphs: l.paragraphs,
      references: l.references,
      completedAt: standing.lessons[l.id] ?? null,
    })),
    quiz: {
      passMark: PASS_MARK_PERCENT,
      questions: course.quiz.map((q) => ({
        id: q.id,
        text: q.text,
        options: q.options.map((text, i) => ({ id: optionId(i), text })),
      })),
    },
  };
}

export async function markLessonComplete(user: AuthUser, id: string, lessonId: string, now = new Date()) {
  await requireLearningAccess(user, now);
  const course = courseOr404(id);
  if (!course.lessons.some((l) => l.id === lessonId)) throw new NotFoundError(LEARNING_MESSAGES.lessonNotFound);
  return { lessonId, completedAt: await completeLesson(user.sub, id, lessonId, now.toISOString()) };
}

/**
 * Scores the answers here (an unanswered or unknown choice is wrong), records the attempt and, on the first pass,
 * issues the certificate. A pass after that one keeps the certificate already issued.
 */
export async function submitQuiz(
  user: AuthUser,
  id: string,
  answers: Record<string, string>,
  now = new Date(),
): Promise<QuizResult> {
  await requireLearningAccess(user, now);
  const course = courseOr404(id);
  const correct = course.quiz.filter((q) => answers[q.id] === optionId(q.answer)).length;
  const { score, passed } = quizResult(correct, course.quiz.length);
  const kept = Object.fromEntries(course.quiz.map((q) => [q.id, answers[q.id] ?? '']));
  const at = now.toISOString();
  const attempt = { score, passed, answers: kept };
  let certificate = standingOf(await learningStandings(user.sub), id).certificate;
  if (passed && !certificate) {
    const issue = {
      code: certificateCodeOf(randomBytes(10)),
      name: (await printedNameOf(user)) || user.email,
      course: course.title,
    };
    try {
      await recordAttempt(user.sub, id, attempt, at, issue);
      certificate = { code: issue.code, issuedAt: at };
    } catch (error) {
      if (!(error instanceof CertificateIssuedError)) throw error;
      await recordAttempt(user.sub, id, attempt, at, null);
      certificate = standingOf(await learningStandings(user.sub), id).certificate;
    }
  } else await recordAttempt(user.sub, id, attempt, at, null);
  return {
    score,
    passed,
    correct,
    total: course.quiz.length,
    ...(passed && certificate ? { certificateCode: certificate.code } : {}),
  };
}
