import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineConfig, qualaEngine } from './select';

afterEach(() => vi.unstubAllEnvs());

const configure = (vars: Record<string, string | undefined>) => {
  for (const name of ['QUALA_ENGINE', 'BEDROCK_MODEL_ID', 'BEDROCK_ENDPOINT']) vi.stubEnv(name, vars[name] ?? '');
};

describe('engine selection', () => {
  it('is offline by default', async () => {
    configure({});
    expect(engineConfig()).toEqual({ engine: 'offline' });
    expect((await qualaEngine()).name).toBe('offline');
  });

  it('is Bedrock when a model is configured (as CDK does), with the endpoint override when given', async () => {
    configure({ BEDROCK_MODEL_ID: 'anthropic.claude-3-haiku-20240307-v1:0' });
    expect(engineConfig()).toEqual({ engine: 'bedrock', modelId: 'anthropic.claude-3-haiku-20240307-v1:0' });
    expect((await qualaEngine()).name).toBe('bedrock');
    configure({ BEDROCK_MODEL_ID: 'm', BEDROCK_ENDPOINT: 'http://127.0.0.1:9' });
    expect(engineConfig()).toEqual({ engine: 'bedrock', modelId: 'm', endpoint: 'http://127.0.0.1:9' });
  });

  it('stays offline when QUALA_ENGINE=offline even with a model configured', () => {
    configure({ QUALA_ENGINE: 'offline', BEDROCK_MODEL_ID: 'm' });
    expect(engineConfig()).toEqual({ engine: 'offline' });
  });

  it('falls back to offline when QUALA_ENGINE=bedrock has no model', () => {
    configure({ QUALA_ENGINE: 'bedrock' });
    expect(engineConfig()).toEqual({ engine: 'offline' });
  });

  it('refuses an unknown engine name', () => {
    configure({ QUALA_ENGINE: 'gpt' });
    expect(() => engineConfig()).toThrow(/QUALA_ENGINE must be one of offline, bedrock/);
  });

  it('makes an engine once per configuration', async () => {
    configure({});
    const first = await qualaEngine();
    expect(await qualaEngine()).toBe(first);
    configure({ BEDROCK_MODEL_ID: 'm' });
    expect(await qualaEngine()).not.toBe(first);
  });
});
