import { AsyncLocalStorage } from 'node:async_hooks';

/** The means a request acts by when it is not a person's own session: the API key acting for its creator. */
export interface ActingVia {
  apiKeyId: string;
  name: string;
}

const scope = new AsyncLocalStorage<ActingVia>();

/**
 * Runs a request's work with its means in scope. The trail reads it when it builds an entry (trail.ts), so every
 * change a key makes names the key, whichever use case writes it, without each one passing it along.
 */
export const runActingVia = <T>(via: ActingVia | null, work: () => Promise<T>): Promise<T> =>
  via ? scope.run(via, work) : work();

/** The means of the request being served, if it is a key's. */
export const currentActingVia = (): ActingVia | undefined => scope.getStore();
