import type { WebRuntimeConfig } from '@cq/shared';

let configPromise: Promise<WebRuntimeConfig> | null = null;

/**
 * `/config.json` is written at deploy time (or by the local server), so one build runs in every stage.
 * Fetched once per page load; a failed fetch is not cached so a later call can try again.
 */
export function loadConfig(): Promise<WebRuntimeConfig> {
  configPromise ??= fetch('/config.json', { credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return (await res.json()) as WebRuntimeConfig;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

/** Tests start each case from a clean slate. */
export function resetConfigForTests(): void {
  configPromise = null;
}
