/** `GET /api/calendly/status` (spec §3 "Calendar status response", plus the booking modes it selects). */
export interface CalendlyStatus {
  /** Popup mode: the scheduling service is configured for this deployment. */
  calendly_configured: boolean;
  /** Redirect mode: the OAuth connection flow (`/api/auth/calendly`) is configured. */
  oauth_configured?: boolean;
  /** The public scheduling page the popup shows, or a new tab opens. */
  scheduling_url: string;
}

/** The `calendly_error` values the OAuth callback sends the browser back with (the home banner reads them). */
export const CALENDLY_ERRORS = [
  'not_configured',
  'access_denied',
  'invalid_state',
  'missing_code',
  'token_exchange_failed',
] as const;
export type CalendlyError = (typeof CALENDLY_ERRORS)[number];
