import { useSyncExternalStore } from 'react';
import { hasCalendlyParams, readCalendlyParams, type CalendlyOutcome } from './calendlyParams';

/**
 * The home banner's outcome once read from the address (spec §2 Home): shown until dismissed. A store of its own,
 * outside React, because two roots show it in turn: the banner's island on the prerendered `/` (no app yet), then
 * the app, which hydrates over the page and must keep a banner the island already showed (the island has taken
 * the parameters out of the address by then).
 */
let outcome: CalendlyOutcome | null = null;
const listeners = new Set<() => void>();

function set(next: CalendlyOutcome | null): void {
  outcome = next;
  for (const listener of listeners) listener();
}

/** Reads the address's outcome, if it names one; returns the query string without the parameters ('' or '?rest'). */
export function takeCalendlyOutcome(search: string): string | null {
  if (!hasCalendlyParams(search)) return null;
  const { outcome: read, rest } = readCalendlyParams(search);
  set(read);
  return rest;
}

export const dismissCalendlyOutcome = (): void => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The outcome to show; none in the first (hydrating) render, which must match the page as prerendered. */
export const useCalendlyOutcome = (): CalendlyOutcome | null =>
  useSyncExternalStore(
    subscribe,
    () => outcome,
    () => null,
  );

/** Tests start with no banner. */
export const resetCalendlyOutcomeForTests = (): void => set(null);
