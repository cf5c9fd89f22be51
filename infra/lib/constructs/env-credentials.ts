import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';

/**
 * In Lambda the function role's credentials are always in the environment (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, set by the runtime). The SDK clients' default chain,
 * `@aws-sdk/credential-provider-node`, also carries SSO, STS and web identity (two nested SDK clients), shared
 * ini files, credential processes and instance metadata: about 130 KB of every bundle, evaluated at each cold
 * start, none of it ever used there. The bundles resolve that package to this environment-only provider with
 * the same `defaultProvider` export. Local runs and tests import the SDK unbundled, with its full chain.
 */
export const ENV_CREDENTIALS_SOURCE = `import { fromEnv } from '@aws-sdk/credential-provider-env';

/** The SDK's defaultProvider, from the environment only (what Lambda provides). */
export const defaultProvider = (init = {}) => fromEnv(init);
`;

/** Writes the provider under node_modules (so its import resolves) and returns the file for esbuild's alias. */
export function envOnlyCredentials(): string {
  const dir = join(REPO_ROOT, 'node_modules', '.cache', 'cq-env-credentials');
  const file = join(dir, 'index.mjs');
  // Rewritten when this source changes, so a cached copy never outlives an edit.
  if (!existsSync(file) || readFileSync(file, 'utf8') !== ENV_CREDENTIALS_SOURCE) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, ENV_CREDENTIALS_SOURCE);
  }
  return file;
}
