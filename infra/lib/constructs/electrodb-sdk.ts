import type { Plugin } from 'esbuild';

const NAMESPACE = 'electrodb-sdk';

/**
 * esbuild plugin: ElectroDB's own `require('@aws-sdk/lib-dynamodb')` gets a module without the SDK. ElectroDB
 * needs the package only to wrap a client it is given, and ours comes wrapped already
 * (functions/src/data/core/electroClient.ts); requiring the ES module from CommonJS made esbuild wrap it and
 * everything it imports, most of the SDK, in lazy initialisers (~14 ms of each table group's cold start). A command
 * asked of this module names the mistake instead of failing as `undefined is not a constructor`.
 */
export const electrodbWithoutSdk: Plugin = {
  name: 'electrodb-without-sdk',
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\/lib-dynamodb$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]electrodb[\\/]/.test(importer)
        ? { path: 'lib-dynamodb', namespace: NAMESPACE }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
      contents: `module.exports = new Proxy({}, {
  get(_, name) {
    if (typeof name === 'string' && name.endsWith('Command'))
      throw new Error('ElectroDB was given a bare DynamoDB client: give it electroClient() (functions/src/data/core/electroClient.ts)');
    return undefined;
  },
});`,
      loader: 'js',
    }));
  },
};
