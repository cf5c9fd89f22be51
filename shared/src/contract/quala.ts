import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { pageQuerySchema } from '../schemas/paging';
import { qualaChatSchema, qualaInteractionSchema } from '../quala/schemas';

/** The `quala` group's routes: what each takes and answers (see ../contract.ts). */
export const qualaContract = {
  /** Asks Quala: the answer is stored, counted against the plan (403 LIMIT_REACHED) and earns XP. */
  'POST /api/quala/chat': { body: qualaChatSchema, response: qualaInteractionSchema },
  /** The caller's interactions, newest first (`?limit=5` for the chat; paged with X-Next-Cursor). */
  'GET /api/quala/history': { query: pageQuerySchema, response: z.array(qualaInteractionSchema) },
} as const satisfies GroupContract<'quala'>;
