/** Quala, the GCP assistant (workspace spec §2 /ask-quala, §4, §8, §9; issue 10): rules the API and the screens share. */

/** The engines behind Quala's one interface: retrieval over our knowledge base, or Bedrock grounded in it. */
export const QUALA_ENGINES = ['offline', 'bedrock'] as const;
export type QualaEngineName = (typeof QUALA_ENGINES)[number];

/** A prompt is trimmed and 1-2000 characters long. */
export const QUALA_PROMPT_MAX = 2000;

/** Spec §9: the chat shows the newest 5 history entries, the sidebar 3 recent topics cut to 50 characters. */
export const QUALA_CHAT_HISTORY_SIZE = 5;
export const QUALA_SIDEBAR_TOPICS = 3;
export const QUALA_TOPIC_MAX = 50;

export const QUALA_MESSAGES = {
  promptRequired: 'Please enter a question for Quala',
  /** Spec §8: the toast's text when a failed answer carries no message of its own. */
  chatFailed: 'Failed to get response from Quala',
  /** The 503 when the engine (Bedrock throttling, a model error, bad output) could not answer: nothing counted. */
  engineUnavailable: 'Quala could not answer right now. Please try again in a moment.',
} as const;

/**
 * The reply when the knowledge base holds nothing relevant enough (or the model finds no support in it): Quala
 * says so rather than guess, and points to rephrasing or a consultation.
 */
export const QUALA_NO_GROUNDED_ANSWER =
  "I can't find a grounded answer to that in Quala's GCP knowledge base, so I won't guess. Quala answers questions " +
  'on clinical quality assurance: GCP and ICH E6(R3), informed consent, safety reporting, essential records and ' +
  'the TMF, monitoring and audits, CAPA and root cause analysis, data integrity and Part 11, and inspections. Try ' +
  'rephrasing your question with the topic or regulation you have in mind, or ' +
  '[book a consultation](/schedule-call) with our QA team.';

/** A sidebar topic: the prompt on one line, cut to 50 characters (with an ellipsis when cut). */
export function qualaTopic(prompt: string): string {
  const line = prompt.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= QUALA_TOPIC_MAX
    ? line
    : `${chars
        .slice(0, QUALA_TOPIC_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** The quick-help prompts of /ask-quala (spec §2), each with its canned prompt. */
export const QUALA_QUICK_PROMPTS = [
  {
    label: 'Protocol Review',
    prompt: 'How should quality be built into a clinical trial protocol, and what are critical-to-quality factors?',
  },
  {
    label: 'GCP Compliance',
    prompt: 'What are the key ICH E6(R3) Good Clinical Practice principles a trial must follow?',
  },
  {
    label: 'Finding Analysis',
    prompt: 'How should I do a root cause analysis and CAPA for a significant GCP noncompliance finding?',
  },
  {
    label: 'Audit Checklist',
    prompt: 'What should a GCP site audit checklist cover?',
  },
] as const;
