import { dirname, join } from 'node:path';
import { documentClientModule, dynamodbClientModule } from './dynamodb-sdk';
import { envOnlyCredentials } from './env-credentials';
import { modelChecksInTests } from './model-checks';
import { zodWithoutLocales } from './zod-without-locales';

/**
 * What the Lambda bundles resolve differently from local runs and tests, as esbuild aliases: each drops code a
 * Lambda never runs (see each module for why it is safe).
 */
let aliases: Record<string, string> | undefined;

/** The same for every group: worked out once per synth. */
export function bundleAliases(): Record<string, string> {
  return (aliases ??= makeAliases());
}

function makeAliases(): Record<string, string> {
  const zodLite = zodWithoutLocales();
  return {
    // zod without its 40-odd locales: a quarter of every bundle.
    // zod/mini and the English locale it is given (shared/src/schemas/z.ts) over the same copy of zod's core.
    ...(zodLite
      ? {
          zod: zodLite,
          'zod/mini': join(dirname(zodLite), 'mini.js'),
          'zod/v4/locales/en.js': join(dirname(zodLite), 'v4', 'locales', 'en.js'),
        }
      : {}),
    // The credential chain Lambda never uses: about 130 KB of every bundle.
    '@aws-sdk/credential-provider-node': envOnlyCredentials(),
    // The DynamoDB clients with the commands we send, not the whole packages ElectroDB's require() would keep.
    '@aws-sdk/lib-dynamodb': documentClientModule(),
    '@aws-sdk/client-dynamodb': dynamodbClientModule(),
    // ElectroDB's model validation, done by the tests instead of at every cold start.
    jsonschema: modelChecksInTests(),
  };
}
