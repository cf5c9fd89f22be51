/** The OAuth callback sends visitors back to `/?calendly_connected=true` or `/?calendly_error=...`. */
export const CALENDLY_CONNECTED_PARAM = 'calendly_connected';
export const CALENDLY_ERROR_PARAM = 'calendly_error';

export type CalendlyOutcome = 'connected' | 'error';

export const CALENDLY_MESSAGES: Record<CalendlyOutcome, string> = {
  connected: 'Scheduling integration connected successfully. You can now schedule calls directly.',
  error: 'Scheduling integration failed. Please try again or contact support.',
};

export function hasCalendlyParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(CALENDLY_CONNECTED_PARAM) || params.has(CALENDLY_ERROR_PARAM);
}

/**
 * Which banner the address asks for (an error wins over a success), and the query string without the
 * two parameters ('' or '?rest'), for replacing the address once they are read.
 */
export function readCalendlyParams(search: string): { outcome: CalendlyOutcome | null; rest: string } {
  const params = new URLSearchParams(search);
  const outcome: CalendlyOutcome | null = params.has(CALENDLY_ERROR_PARAM)
    ? 'error'
    : params.get(CALENDLY_CONNECTED_PARAM) === 'true'
      ? 'connected'
      : null;
  params.delete(CALENDLY_CONNECTED_PARAM);
  params.delete(CALENDLY_ERROR_PARAM);
  const rest = params.toString();
  return { outcome, rest: rest ? `?${rest}` : '' };
}
