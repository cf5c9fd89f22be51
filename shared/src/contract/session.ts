import * as z from '../schemas/z';
import type { GroupContract } from './types';

/**
 * The `session` group's routes: what each takes and answers (see ../contract.ts). zod/mini: the group's Lambda
 * only redirects, and zod classic alone is bigger than its whole bundle would be.
 */
export const sessionContract = {
  /** `screen=signup` opens the sign-up form (the header's Sign Up); without it, the sign-in form. */
  'GET /api/login': {
    query: z.object({ next: z.optional(z.string()), screen: z.optional(z.enum(['signin', 'signup'])) }),
  },
  'GET /api/logout': {},
} as const satisfies GroupContract<'session'>;
