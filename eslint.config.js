import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Import direction is part of the design: shared/ depends on nothing of ours; functions groups and web
 * features talk to each other only through shared code (a web feature may use another's public index).
 */
const FN_CORE = ['fn-lib', 'fn-domain', 'fn-data', 'fn-services', 'fn-http', 'fn-test'];

/** Each layer may import shared code, itself and the layers it names. */
const layers = (rules) =>
  rules.map(([type, below]) => ({
    from: { element: { type } },
    allow: { to: { element: { types: { anyOf: ['shared', type, ...below] } } } },
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'cdk.out/**',
      '.local/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Buffer', 'URL'].map(
          (g) => [g, 'readonly'],
        ),
      ),
    },
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One zod, imported one way (shared/src/schemas/z.ts says why): classic's methods cannot be shaken out of a bundle.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['shared/src/schemas/z.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$',
              message: "Build schemas with `import * as z from '@cq/shared/schemas/z'` (zod/mini, English messages).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: [
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'shared/tsconfig.json',
            'infra/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        },
      },
      'boundaries/include': ['shared/**', 'functions/**', 'web/**', 'infra/**', 'scripts/**', 'e2e/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared/src' },
        // The functions layers, lowest first: a layer imports only those below it.
        { type: 'fn-lib', pattern: 'functions/src/lib' },
        { type: 'fn-domain', pattern: 'functions/src/domain' },
        { type: 'fn-data', pattern: 'functions/src/data' },
        { type: 'fn-services', pattern: 'functions/src/services' },
        { type: 'fn-http', pattern: 'functions/src/http' },
        { type: 'fn-test', pattern: 'functions/test' },
        { type: 'fn-group', pattern: 'functions/src/*', capture: ['group'] },
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-core', pattern: ['web/src/lib', 'web/src/components', 'web/src/test', 'web/src/assets'] },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'infra', pattern: 'infra' },
        { type: 'scripts', pattern: ['scripts', 'e2e'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            ...layers([
              ['fn-lib', []],
              ['fn-domain', []],
              ['fn-data', ['fn-lib', 'fn-domain']],
              ['fn-services', ['fn-lib', 'fn-domain', 'fn-data']],
              ['fn-http', ['fn-lib', 'fn-domain', 'fn-data']],
              ['fn-group', ['fn-lib', 'fn-domain', 'fn-data', 'fn-services', 'fn-http']],
              ['fn-test', [...FN_CORE, 'fn-group', 'scripts']],
            ]),
            // Tests beside the code use the harness.
            {
              from: {
                element: {
                  types: { anyOf: [...FN_CORE, 'fn-group'] },
                  fileInternalPath: ['**/*.test.ts'],
                },
              },
              allow: { to: { element: { type: 'fn-test' } } },
            },
            {
              from: { element: { type: 'web-core' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'web-core'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'web-core'] } } } },
            },
            // Another feature only through its public index.
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-feature', fileInternalPath: ['index.ts', 'index.tsx'] } } },
            },
            {
              from: { element: { type: 'web-app' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'web-core', 'web-app'] } } } },
            },
            {
              from: { element: { type: 'web-app' } },
              allow: { to: { element: { type: 'web-feature', fileInternalPath: ['index.ts', 'index.tsx'] } } },
            },
            {
              from: { element: { type: 'infra' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'infra'] } } } },
            },
            {
              // infra: bench:lambda builds the bundles with the options CDK uses (infra/lib/constructs/lambda-esbuild.ts).
              from: { element: { type: 'scripts' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'scripts', 'infra', ...FN_CORE, 'fn-group'] } } } },
            },
          ],
        },
      ],
    },
  },
);
