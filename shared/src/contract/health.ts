import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { openApiDocumentSchema } from '../schemas/openapi';

/** The `health` group's routes: what each takes and answers (see ../contract.ts). */
export const healthContract = {
  'GET /api/health': {
    response: z.union([
      z.object({ status: z.literal('ok') }),
      z.object({ status: z.literal('unavailable'), table: z.enum(['ok', 'down']), userPool: z.enum(['ok', 'down']) }),
    ]),
  },
  /** This API as an OpenAPI 3.1 document, made from this contract and the route manifest. */
  'GET /api/openapi.json': { response: openApiDocumentSchema },
} as const satisfies GroupContract<'health'>;
