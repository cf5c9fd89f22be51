import { cachedModule } from './cached-module';

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

/** The module's file, for esbuild's alias. */
export const envOnlyCredentials = (): string => cachedModule('cq-env-credentials', ENV_CREDENTIALS_SOURCE);
