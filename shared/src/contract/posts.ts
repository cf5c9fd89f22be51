import * as z from '../schemas/z';
import type { GroupContract } from './types';
import { publicPostSchema, publicPostSummarySchema, slugParamsSchema } from '../content/schemas';

/** The `posts` group's routes: what each takes and answers (see ../contract.ts). */
export const postsContract = {
  /** Public: published posts, newest first (by publishedAt); briefings are marked `briefing`. */
  'GET /api/posts': { response: z.array(publicPostSummarySchema) },
  /**
   * Public: one published post; the read is counted. Drafts and deleted posts: 404 'Post not found'. A briefing
   * comes with its excerpt and empty `content`, to everyone (this route knows no caller).
   */
  'GET /api/posts/{slug}': { params: slugParamsSchema, response: publicPostSchema },
} as const satisfies GroupContract<'posts'>;
