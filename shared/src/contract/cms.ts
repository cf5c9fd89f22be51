import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { id } from './parts';
import {
  mediaItemSchema,
  mediaUpdateSchema,
  mediaUploadStartSchema,
  mediaUploadTicketSchema,
  postInputSchema,
  postSchema,
  postSummarySchema,
  postUpdateSchema,
} from '../content/schemas';

/** The `cms` group's routes: what each takes and answers (see ../contract.ts). */
export const cmsContract = {
  /** Editors and admins: every post, drafts included, newest first, without content (read one to edit it). */
  'GET /api/content-posts': { response: z.array(postSummarySchema) },
  /** One post whole, as the editor opens it (consistent read): unknown → 404. */
  'GET /api/content-posts/{id}': { params: id, response: postSchema },
  /** Slug, read time and (when published) publishedAt are made by the server; trailed. */
  'POST /api/content-posts': { body: postInputSchema, response: postSchema },
  /** The whole post with the version read: stale → 409, unknown → 404; trailed. */
  'PUT /api/content-posts/{id}': { params: id, body: postUpdateSchema, response: postSchema },
  /** Deletes the post (trailed) and frees its slug; its public page answers 404 from then on. */
  'DELETE /api/content-posts/{id}': { params: id, response: z.object({ ok: z.literal(true) }) },
  /** The media library, newest first. */
  'GET /api/media': { response: z.array(mediaItemSchema) },
  /** Starts an image upload: where to PUT the bytes (a quarantine object, checked on completion). */
  'POST /api/media/uploads': { body: mediaUploadStartSchema, response: mediaUploadTicketSchema },
  /** Checks the uploaded bytes (type by content, size, SVG sanitized) and publishes them, or refuses (400). */
  'POST /api/media/uploads/{id}/complete': { params: id, response: mediaItemSchema },
  'PATCH /api/media/{id}': { params: id, body: mediaUpdateSchema, response: mediaItemSchema },
  'DELETE /api/media/{id}': { params: id, response: z.object({ ok: z.literal(true) }) },
} as const satisfies GroupContract<'cms'>;
