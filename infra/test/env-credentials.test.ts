import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { envOnlyCredentials } from '../lib/constructs/env-credentials';

describe('the bundles’ environment-only credential provider', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('answers the SDK’s defaultProvider() with the credentials Lambda puts in the environment', async () => {
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret-example',
      AWS_SESSION_TOKEN: 'token-example',
    });
    const { defaultProvider } = (await import(pathToFileURL(envOnlyCredentials()).href)) as {
      defaultProvider: (init?: object) => () => Promise<Record<string, unknown>>;
    };
    await expect(defaultProvider({})()).resolves.toMatchObject({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret-example',
      sessionToken: 'token-example',
    });
  });

  it('fails clearly without them instead of trying other sources', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
    const { defaultProvider } = (await import(pathToFileURL(envOnlyCredentials()).href)) as {
      defaultProvider: () => () => Promise<unknown>;
    };
    await expect(defaultProvider()()).rejects.toThrow(/environment/i);
  });
});
