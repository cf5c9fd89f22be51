import type { GroupContract } from './types';
import { profileUpdateSchema } from '../progress/schemas';
import { userProfileSchema } from '../schemas/user';

/** The `auth` group's routes: what each takes and answers (see ../contract.ts). */
export const authContract = {
  'GET /api/auth/user': { response: userProfileSchema },
  'PATCH /api/auth/user': { body: profileUpdateSchema, response: userProfileSchema },
} as const satisfies GroupContract<'auth'>;
