import { QUALA_ENGINES, type QualaEngineName } from '@cq/shared';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import type { QualaEngine } from './types';

export type EngineConfig = { engine: 'offline' } | { engine: 'bedrock'; modelId: string; endpoint?: string };

/**
 * Which engine answers, from configuration only: `QUALA_ENGINE` (`offline` | `bedrock`) and `BEDROCK_MODEL_ID`
 * (CDK sets it when the `bedrockModelId` context is given and the group may use Bedrock). Unset engine: Bedrock
 * when a model is configured, else offline. `offline` always wins (a switch to stop model calls without a
 * deploy of infra); `bedrock` without a model falls back to offline, with a warning.
 */
export function engineConfig(): EngineConfig {
  const requested = env.qualaEngine();
  if (requested !== undefined && !(QUALA_ENGINES as readonly string[]).includes(requested)) {
    throw new Error(`QUALA_ENGINE must be one of ${QUALA_ENGINES.join(', ')} (got "${requested}")`);
  }
  const modelId = env.bedrockModelId();
  if ((requested as QualaEngineName | undefined) === 'offline' || !modelId) {
    if (requested === 'bedrock') logger.warn('quala_bedrock_unconfigured', { fallback: 'offline' });
    return { engine: 'offline' };
  }
  const endpoint = env.bedrockEndpoint();
  return { engine: 'bedrock', modelId, ...(endpoint ? { endpoint } : {}) };
}

let current: { key: string; engine: Promise<QualaEngine> } | undefined;

/**
 * The configured engine, made once per configuration. Each engine is imported when first asked for: the knowledge
 * base (its passages and search index) is read by a question, not by a cold start that lists the history, and an
 * offline function never loads the Bedrock SDK.
 */
export function qualaEngine(): Promise<QualaEngine> {
  const config = engineConfig();
  const key = JSON.stringify(config);
  if (current?.key !== key) {
    const engine =
      config.engine === 'offline'
        ? import('./offline').then(({ createOfflineEngine }) => createOfflineEngine())
        : import('./bedrock').then(({ createBedrockEngine }) =>
            createBedrockEngine({ modelId: config.modelId, endpoint: config.endpoint }),
          );
    current = { key, engine };
    // A failed load is not kept: the next request tries again.
    engine.catch(() => {
      if (current?.engine === engine) current = undefined;
    });
  }
  return current.engine;
}
