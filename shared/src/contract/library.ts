import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import { sopDownloadQuerySchema, sopListQuerySchema, sopSchema, sopSummarySchema } from '../library/schemas';

/** The `library` group's routes: what each takes and answers (see ../contract.ts). */
export const libraryContract = {
  /** The current approved SOPs (search `q` in any text, filter by `area`); 403 SUBSCRIPTION_REQUIRED with `buyUrl`. */
  'GET /api/library/sops': { query: sopListQuerySchema, response: z.array(sopSummarySchema) },
  'GET /api/library/sops/{id}': { params: id, response: sopSchema },
  /** A file download (DOCX or PDF) stamped with the licensee; Professional: 10 a month, then 403 LIMIT_REACHED. */
  'GET /api/library/sops/{id}/download': { params: id, query: sopDownloadQuerySchema },
} as const satisfies GroupContract<'library'>;
