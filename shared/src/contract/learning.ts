import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import { orgParamsSchema } from '../orgs/schemas';
import {
  certificateCheckSchema,
  courseSchema,
  courseSummarySchema,
  lessonCompleteSchema,
  quizAnswersSchema,
  quizResultSchema,
  trainingExportQuerySchema,
  trainingRecordSchema,
} from '../learning/schemas';

/** The `learning` group's routes: what each takes and answers (see ../contract.ts). */
export const learningContract = {
  /** The courses with the caller's progress; 403 SUBSCRIPTION_REQUIRED with `buyUrl` without the Learning Hub. */
  'GET /api/courses': { response: z.array(courseSummarySchema) },
  /** The lessons and the quiz's questions (never the answers), with the caller's progress. */
  'GET /api/courses/{id}': { params: id, response: courseSchema },
  /** Idempotent: completing a lesson again keeps the first time. */
  'POST /api/courses/{id}/lessons/{lessonId}/complete': {
    params: z.strictObject({ id: z.string().check(z.maxLength(100)), lessonId: z.string().check(z.maxLength(100)) }),
    response: lessonCompleteSchema,
  },
  /** Scored on the server; every attempt recorded; the first pass issues the certificate (its code answered). */
  'POST /api/courses/{id}/quiz': { params: id, body: quizAnswersSchema, response: quizResultSchema },
  /** The caller's own certificate as PDF; anyone else's code is 404. */
  'GET /api/me/certificates/{code}/pdf': { params: z.strictObject({ code: z.string().check(z.maxLength(40)) }) },
  /** Public, rate limited: who holds the certificate, for which course, since when; 404 for an unknown code. */
  'GET /api/certificates/{code}': {
    params: z.strictObject({ code: z.string().check(z.maxLength(40)) }),
    response: certificateCheckSchema,
  },
  /** Every member's Learning Hub courses (lessons done, quiz results, certificates): owners and admins. */
  'GET /api/orgs/{id}/training-records': { params: orgParamsSchema, response: z.array(trainingRecordSchema) },
  /** The same records as CSV or PDF (`format`). */
  'GET /api/orgs/{id}/training-records/export': { params: orgParamsSchema, query: trainingExportQuerySchema },
} as const satisfies GroupContract<'learning'>;
