import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id, listSearchQuery } from './parts';
import { auditSchema, trailSchema } from '../audits/schemas';
import { pageQuerySchema } from '../schemas/paging';
import {
  auditeeCreateSchema,
  auditeeSchema,
  auditeeUpdateSchema,
  studyCreateSchema,
  studySchema,
  studyUpdateSchema,
} from '../auditees/schemas';
import { findingSchema } from '../findings/schemas';

/** The `auditees` group's routes: what each takes and answers (see ../contract.ts). */
export const auditeesContract = {
  /**
   * The workspace's auditees, by name; `q` keeps those whose name, country, address or contact hold every word
   * (a filter on the page read, so a page may hold fewer than `limit`: follow the cursor until it is absent).
   */
  'GET /api/auditees': { query: listSearchQuery, response: z.array(auditeeSchema) },
  'POST /api/auditees': { body: auditeeCreateSchema, response: auditeeSchema },
  'GET /api/auditees/{id}': { params: id, response: auditeeSchema },
  'PATCH /api/auditees/{id}': { params: id, body: auditeeUpdateSchema, response: auditeeSchema },
  'GET /api/auditees/{id}/trail': { params: id, response: trailSchema },
  /** The auditee's audits, newest first, paged (X-Next-Cursor); 404 for another workspace's auditee. */
  'GET /api/auditees/{id}/audits': { params: id, query: pageQuerySchema, response: z.array(auditSchema) },
  /**
   * The auditee's repeat findings (each raised again on a question or category of an earlier audit), newest
   * first, among the first 200 of its raised findings read; 404 for another workspace's auditee.
   */
  'GET /api/auditees/{id}/repeat-findings': { params: id, response: z.array(findingSchema) },
  /** The workspace's studies; `q` searches the protocol number and title as for auditees. */
  'GET /api/studies': { query: listSearchQuery, response: z.array(studySchema) },
  'POST /api/studies': { body: studyCreateSchema, response: studySchema },
  'GET /api/studies/{id}': { params: id, response: studySchema },
  'PATCH /api/studies/{id}': { params: id, body: studyUpdateSchema, response: studySchema },
} as const satisfies GroupContract<'auditees'>;
