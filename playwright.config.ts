import { defineConfig } from '@playwright/test';

/**
 * e2e against the real local stack (DynamoDB Local, cognito-local, the local API server serving the built
 * SPA), started once by the global setup on free ports with throwaway data, in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  // CI gets whatever machine is free, some evenings twice as slow: a test that fails and then passes on its retry
  // is reported as flaky, with its error, and `npm test` prints the failed attempt's page (scripts/e2eFailures.ts).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
