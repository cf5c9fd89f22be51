import * as z from '../schemas/z';
import { LEARNING_MESSAGES } from './rules';

/** One lesson as a subscriber reads it, with whether the caller has marked it complete. */
export const lessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  minutes: z.int(),
  paragraphs: z.array(z.string()),
  references: z.array(z.string()),
  completedAt: z.nullable(z.string()),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** A quiz question without its answer: the server alone knows which option is right. */
export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type Question = z.infer<typeof questionSchema>;

export const certificateRefSchema = z.object({ code: z.string(), issuedAt: z.string() });

/** The caller's standing in one course. */
export const courseProgressSchema = z.object({
  lessonsDone: z.int(),
  lessonCount: z.int(),
  attempts: z.int(),
  lastScore: z.nullable(z.int()),
  passedAt: z.nullable(z.string()),
  certificate: z.nullable(certificateRefSchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** `GET /api/courses`: every course with the caller's progress. */
export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  progress: courseProgressSchema,
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** `GET /api/courses/{id}`: the lessons, the quiz's questions (no answers) and the caller's progress. */
export const courseSchema = z.extend(courseSummarySchema, {
  lessons: z.array(lessonSchema),
  quiz: z.object({ passMark: z.int(), questions: z.array(questionSchema) }),
});
export type Course = z.infer<typeof courseSchema>;

/**
 * `POST /api/courses/{id}/quiz`: the chosen option of every question. Strict, so a client that sends a `score` or
 * `passed` of its own is refused (400): the server scores.
 */
export const quizAnswersSchema = z.strictObject({
  answers: z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(40))).check(
    z.refine((a) => Object.keys(a).length > 0, {
      message: LEARNING_MESSAGES.answersRequired,
    }),
  ),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

export const quizResultSchema = z.object({
  score: z.int(),
  passed: z.boolean(),
  correct: z.int(),
  total: z.int(),
  certificateCode: z.optional(z.string()),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const lessonCompleteSchema = z.object({ lessonId: z.string(), completedAt: z.string() });

/** `GET /api/certificates/{code}` (public): what a verifier may see. */
export const certificateCheckSchema = z.object({ name: z.string(), course: z.string(), issuedAt: z.string() });
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

/** One member's record in one course, for the organisation's training records. */
export const courseRecordSchema = z.extend(courseProgressSchema, { courseId: z.string(), course: z.string() });
export type CourseRecord = z.infer<typeof courseRecordSchema>;

/** `GET /api/orgs/{id}/training-records`: every member, with every course they have started. */
export const trainingRecordSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  courses: z.array(courseRecordSchema),
});
export type TrainingRecord = z.infer<typeof trainingRecordSchema>;

export const trainingExportQuerySchema = z.object({
  format: z.enum(['csv', 'pdf'], { error: 'Choose csv or pdf' }),
});
