import { z } from 'zod';
import type { GroupContract } from './types';

/** The `session` group's routes: what each takes and answers (see ../contract.ts). */
export const sessionContract = {
  /** `screen=signup` opens the sign-up form (the header's Sign Up); without it, the sign-in form. */
  'GET /api/login': {
    query: z.object({ next: z.string().optional(), screen: z.enum(['signin', 'signup']).optional() }),
  },
  'GET /api/logout': {},
} as const satisfies GroupContract<'session'>;
