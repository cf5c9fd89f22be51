import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { accepted, id } from './parts';
import { jobApplicationSchema, jobPostSchema } from '../schemas/careers';

/** The `careers` group's routes: what each takes and answers (see ../contract.ts). */
export const careersContract = {
  'GET /api/careers': { response: z.array(jobPostSchema) },
  'GET /api/careers/{id}': { params: id, response: jobPostSchema },
  'POST /api/careers/apply': { body: jobApplicationSchema, response: accepted },
} as const satisfies GroupContract<'careers'>;
