import type { QualaEngineName } from '@cq/shared';
import type { Passage } from '../knowledge/passage';

/** What an engine answers: Markdown whose `[n]` markers point at `citations[n - 1]`. */
export interface EngineAnswer {
  response: string;
  /** The passages the answer cites, in marker order; empty when not grounded. */
  citations: Passage[];
  /** False for the plain "no grounded answer" reply. */
  grounded: boolean;
  /** The Bedrock model id, or `knowledge-base` for the offline engine. */
  model: string;
}

/**
 * Quala's one interface. An engine that cannot answer (Bedrock throttling, a model error, output it cannot use)
 * throws UnavailableError: the request answers 503 and nothing is stored or counted.
 */
export interface QualaEngine {
  readonly name: QualaEngineName;
  /** The version of the knowledge base the engine retrieves from (stored with each answer). */
  readonly kbVersion: string;
  answer(prompt: string): Promise<EngineAnswer>;
}

export const OFFLINE_MODEL = 'knowledge-base';
