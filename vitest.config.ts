import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'functions',
          // Set before any import: modules that build their logger at import time stay quiet in tests too.
          // The matrices and fuzzing create hundreds of fixtures as one caller: the per-user write limit is
          // raised for them (functions/test/writeLimits.test.ts tests the real one).
          env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'SILENT', TEST_USER_WRITE_LIMIT: '100000' },
          include: ['functions/src/**/*.test.ts', 'functions/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['functions/test/globalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // setup.ts lets a `findBy…` wait 5 s for a lazy chunk on a busy machine; a test that waits once and then
          // clicks through a menu cannot also finish inside Vitest's default 5 s (the signed-in / test took 4.3-5.3 s
          // on this 2-core machine under load, on Node 20 and 24 alike).
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          globalSetup: ['infra/test/support/globalSetup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
