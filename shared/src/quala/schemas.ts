import * as z from '../schemas/z';
import { requiredText } from '../schemas/common';
import { QUALA_ENGINES, QUALA_MESSAGES, QUALA_PROMPT_MAX } from './rules';

/** `POST /api/quala/chat`: the question, trimmed, 1-2000 characters. */
export const qualaChatSchema = z.strictObject({
  prompt: requiredText(QUALA_PROMPT_MAX, QUALA_MESSAGES.promptRequired),
});
export type QualaChat = z.output<typeof qualaChatSchema>;

/**
 * A knowledge-base passage an answer cites: its stable id, where it comes from (document + section, e.g.
 * 'ICH E6(R3) 2.8.7'), its title, and its text as it was when cited (so the answer can be checked later).
 */
export const qualaCitationSchema = z.object({
  id: z.string(),
  source: z.string(),
  title: z.string(),
  passage: z.string(),
});
export type QualaCitation = z.infer<typeof qualaCitationSchema>;

/**
 * One stored interaction, as `POST /api/quala/chat` answers it and `GET /api/quala/history` lists it. The
 * response is Markdown whose `[n]` markers point at `citations[n - 1]`; `grounded` false is the plain
 * "no grounded answer" reply (it cites nothing).
 */
export const qualaInteractionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  response: z.string(),
  citations: z.array(qualaCitationSchema),
  grounded: z.boolean(),
  engine: z.enum(QUALA_ENGINES),
  createdAt: z.string(),
});
export type QualaInteraction = z.infer<typeof qualaInteractionSchema>;
