import { randomUUID } from 'node:crypto';
import { ConflictError } from '../../domain/errors';
import { retryOnContention } from '../core/contention';
import { store } from '../core/store';
import { trailedWrite, type Write } from '../trail/trail';
import './learning.entity';

/**
 * A person's training record in one course keeps one trail chain (`TrainingRecord`, `<userId>#<courseId>`): the
 * lessons they completed and every quiz attempt, with the certificate a pass issued. ICH E6(R3) expects training
 * to be documented, and the organisation's export of these records is the documentation (DESIGN §8).
 */
export const TRAINING_RECORD_ENTITY = 'TrainingRecord';
export const trainingRecordId = (userId: string, courseId: string) => `${userId}#${courseId}`;

/** One person's standing in one course, as stored. */
export interface CourseStanding {
  courseId: string;
  lessons: Record<string, string>;
  attempts: number;
  lastScore: number | null;
  passedAt: string | null;
  certificate: { code: string; issuedAt: string } | null;
}

/** Far above three courses of six lessons with their summary and certificate: one page holds a person's records. */
const RECORDS_PAGE = 500;

const emptyStanding = (courseId: string): CourseStanding => ({
  courseId,
  lessons: {},
  attempts: 0,
  lastScore: null,
  passedAt: null,
  certificate: null,
});

/**
 * Access pattern: everything one person has done in the Learning Hub, by course (one Query of their `USER#`
 * partition's `LEARN#` items, bounded by the content, not by use: attempts are kept apart).
 */
export async function learningStandings(userId: string): Promise<Map<string, CourseStanding>> {
  const { data } = await store().learningRecord.query.byUser({ userId }).go({ limit: RECORDS_PAGE, consistent: true });
  const out = new Map<string, CourseStanding>();
  for (const r of data) {
    const s = out.get(r.courseId) ?? emptyStanding(r.courseId);
    out.set(r.courseId, s);
    if (r.rec.startsWith('LESSON#') && r.completedAt) s.lessons[r.rec.slice('LESSON#'.length)] = r.completedAt;
    if (r.rec === 'SUMMARY') {
      s.attempts = r.attempts ?? 0;
      s.lastScore = r.lastScore ?? null;
      s.passedAt = r.passedAt ?? null;
    }
    if (r.rec === 'CERT' && r.code && r.issuedAt) s.certificate = { code: r.code, issuedAt: r.issuedAt };
  }
  return out;
}

export const standingOf = (all: Map<string, CourseStanding>, courseId: string) =>
  all.get(courseId) ?? emptyStanding(courseId);

/** The lesson was completed before: its first time stands and nothing is written or trailed. */
class LessonDoneError extends ConflictError {
  constructor() {
    super('Lesson completed already');
  }
}

/**
 * Marks a lesson complete, trailed; marking it again keeps the first time and adds no entry (the item is created
 * only if absent). Answers when it was completed.
 */
export async function completeLesson(userId: string, courseId: string, lessonId: string, at: string) {
  const rec = `LESSON#${lessonId}`;
  try {
    await retryOnContention(() =>
      trailedWrite(
        {
          entityType: TRAINING_RECORD_ENTITY,
          entityId: trainingRecordId(userId, courseId),
          actor: userId,
          action: 'lesson.complete',
          before: null,
          after: { lessonId, completedAt: at },
        },
        (e) => [
          {
            item: e.learningRecord.create({ userId, courseId, rec, completedAt: at }).commit(),
            refusal: () => new LessonDoneError(),
          },
        ],
      ),
    );
    return at;
  } catch (error) {
    if (!(error instanceof LessonDoneError)) throw error;
    const { data } = await store().learningRecord.get({ userId, courseId, rec }).go({ consistent: true });
    return data?.completedAt ?? at;
  }
}

export interface ScoredAttempt {
  score: number;
  passed: boolean;
  answers: Record<string, string>;
}

export interface NewCertificate {
  code: string;
  name: string;
  course: string;
}

/** The certificate was issued by a concurrent passing attempt: this one keeps that certificate. */
export class CertificateIssuedError extends ConflictError {
  constructor() {
    super('A certificate for this course was issued already');
  }
}

/**
 * Records a scored attempt and its summary together and, on a first pass, the certificate under the person and
 * by its code, with one trail entry. The person's `CERT` item is created only if absent, so two passing attempts
 * at once issue one.
 */
export async function recordAttempt(
  userId: string,
  courseId: string,
  attempt: ScoredAttempt,
  at: string,
  issue: NewCertificate | null,
): Promise<void> {
  const change = {
    entityType: TRAINING_RECORD_ENTITY,
    entityId: trainingRecordId(userId, courseId),
    actor: userId,
    action: 'quiz.attempt',
    before: null,
    after: { score: attempt.score, passed: attempt.passed, at, certificateCode: issue?.code ?? null },
  };
  await retryOnContention(() =>
    trailedWrite(change, (e): Write[] => {
      const summary = e.learningRecord
        .update({ userId, courseId, rec: 'SUMMARY' })
        .add({ attempts: 1 })
        .set({ lastScore: attempt.score, lastAt: at });
      return [
        {
          item: e.quizAttempt
            .create({
              userId,
              courseId,
              at,
              attemptId: randomUUID(),
              score: attempt.score,
              passed: attempt.passed,
              answersJson: JSON.stringify(attempt.answers),
            })
            .commit(),
        },
        {
          item: (attempt.passed
            ? summary.data(({ passedAt }, { ifNotExists }) => ifNotExists(passedAt, at))
            : summary
          ).commit(),
        },
        ...(issue
          ? [
              {
                item: e.learningRecord
                  .create({ userId, courseId, rec: 'CERT', code: issue.code, issuedAt: at })
                  .commit(),
                refusal: () => new CertificateIssuedError(),
              },
              {
                item: e.certificate
                  .create({ code: issue.code, userId, name: issue.name, courseId, course: issue.course, issuedAt: at })
                  .commit(),
              },
            ]
          : []),
      ];
    }),
  );
}

/** Access pattern: a certificate by its verification code (GetItem). */
export async function certificateByCode(code: string) {
  const { data } = await store().certificate.get({ code }).go();
  return data ?? null;
}
