import { SITE, type CalendlyStatus } from '@cq/shared';
import { env } from '../lib/env';

/** Calendly's OAuth endpoints (developer.calendly.com: "Authorization code flow"). */
export const CALENDLY_AUTHORIZE_URL = 'https://auth.calendly.com/oauth/authorize';
export const CALENDLY_TOKEN_URL = 'https://auth.calendly.com/oauth/token';

export interface CalendlyOAuthConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** The OAuth flow is configured only with a client id, its secret and somewhere to come back to. */
export function oauthConfig(): CalendlyOAuthConfig | null {
  const clientId = env.calendlyClientId();
  const clientSecret = env.calendlyClientSecret();
  const redirectUri =
    env.calendlyRedirectUri() ?? (env.siteUrl() ? `${env.siteUrl()}/api/auth/calendly/callback` : undefined);
  if (!clientId || !clientSecret || !redirectUri) return null;
  return { clientId, clientSecret, redirectUri };
}

/** Unconfigured by default (DESIGN §3): the booking button then opens the public scheduling link. */
export function calendlyStatus(): CalendlyStatus {
  const url = env.calendlyUrl();
  return {
    calendly_configured: Boolean(url),
    oauth_configured: oauthConfig() !== null,
    scheduling_url: url ?? SITE.scheduling.discoveryCallUrl,
  };
}
