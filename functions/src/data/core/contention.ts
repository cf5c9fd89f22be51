import { StaleVersionError } from '../../domain/errors';

/**
 * A transaction lost to a concurrent one on an item the caller did not choose (the profile's XP, the month's
 * usage, a trail's head). Unlike a stale version the caller sent, it is worth trying again from fresh reads;
 * if it escapes the retries it answers like a stale version (409).
 */
export class ContentionError extends StaleVersionError {}

const MAX_ATTEMPTS = 10;

/** Runs `attempt` again (fresh reads each time, short random backoff) while it loses to contention. */
export async function retryOnContention<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ContentionError) || i >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * i));
    }
  }
}
