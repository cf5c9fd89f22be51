import { z } from 'zod';
import type { GroupContract } from './types';

/** The `calendly` group's routes: what each takes and answers (see ../contract.ts). */
export const calendlyContract = {
  'GET /api/calendly/status': {
    response: z.object({
      calendly_configured: z.boolean(),
      oauth_configured: z.boolean().optional(),
      scheduling_url: z.string(),
    }),
  },
  'GET /api/auth/calendly': {},
  'GET /api/auth/calendly/callback': {
    query: z.object({ state: z.string().optional(), code: z.string().optional(), error: z.string().optional() }),
  },
} as const satisfies GroupContract<'calendly'>;
