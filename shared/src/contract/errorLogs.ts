import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { errorLogBodySchema } from '../schemas/errorLog';

/** The `errorLogs` group's routes: what each takes and answers (see ../contract.ts). */
export const errorLogsContract = {
  'POST /api/error-logs': { body: errorLogBodySchema, response: z.object({ id: z.string() }) },
} as const satisfies GroupContract<'errorLogs'>;
