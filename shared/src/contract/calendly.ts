import * as z from '../schemas/z';
import type { GroupContract } from './types';

/** The `calendly` group's routes: what each takes and answers (see ../contract.ts). */
export const calendlyContract = {
  'GET /api/calendly/status': {
    response: z.object({
      calendly_configured: z.boolean(),
      oauth_configured: z.optional(z.boolean()),
      scheduling_url: z.string(),
    }),
  },
  'GET /api/auth/calendly': {},
  'GET /api/auth/calendly/callback': {
    query: z.object({ state: z.optional(z.string()), code: z.optional(z.string()), error: z.optional(z.string()) }),
  },
} as const satisfies GroupContract<'calendly'>;
