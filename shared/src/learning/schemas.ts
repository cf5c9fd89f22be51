import { z } from 'zod';
import { LEARNING_MESSAGES } from './rules';

/** One lesson as a subscriber reads it, with whether the caller has marked it complete. */
export const lessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  paragraphs: z.array(z.string()),
  references: z.array(z.string()),
  completedAt: z.string().nullable(),
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
  lessonsDone: z.number().int(),
  lessonCount: z.number().int(),
  attempts: z.number().int(),
  lastScore: z.number().int().nullable(),
  passedAt: z.string().nullable(),
  certificate: certificateRefSchema.nullable(),
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
export const courseSchema = courseSummarySchema.extend({
  lessons: z.array(lessonSchema),
  quiz: z.object({ passMark: z.number().int(), questions: z.array(questionSchema) }),
});
export type Course = z.infer<typeof courseSchema>;

/**
 * `POST /api/courses/{id}/quiz`: the chosen option of every question. Strict, so a client that sends a `score` or
 * `passed` of its own is refused (400): the server scores.
 */
export const quizAnswersSchema = z
  .object({
    answers: z.record(z.string().max(40), z.string().max(40)).refine((a) => Object.keys(a).length > 0, {
      message: LEARNING_MESSAGES.answersRequired,
    }),
  })
  .strict();
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

export const quizResultSchema = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  correct: z.number().int(),
  total: z.number().int(),
  certificateCode: z.string().optional(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const lessonCompleteSchema = z.object({ lessonId: z.string(), completedAt: z.string() });

/** `GET /api/certificates/{code}` (public): what a verifier may see. */
export const certificateCheckSchema = z.object({ name: z.string(), course: z.string(), issuedAt: z.string() });
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

/** One member's record in one course, for the organisation's training records. */
export const courseRecordSchema = courseProgressSchema.extend({ courseId: z.string(), course: z.string() });
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
