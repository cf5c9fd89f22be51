import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Import direction is part of the design: shared/ depends on nothing of ours; functions groups and web
 * features talk to each other only through shared code (a web feature may use another's public index).
 */
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
        { type: 'fn-core', pattern: ['functions/src/lib', 'functions/src/data', 'functions/test'] },
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
            {
              from: { element: { type: 'fn-core' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'fn-core', 'scripts'] } } } },
            },
            {
              from: { element: { type: 'fn-group' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'fn-core'] } } } },
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
              from: { element: { type: 'scripts' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'scripts', 'fn-core', 'fn-group'] } } } },
            },
          ],
        },
      ],
    },
  },
);
