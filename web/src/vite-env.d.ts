/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' in the e2e build: enables test-only routes (see features/e2e). */
  readonly VITE_E2E?: string;
}

/** The UTC year the site was built in (web/vite.config.ts `define`); undefined in unit tests. */
declare const __BUILD_YEAR__: number | undefined;
