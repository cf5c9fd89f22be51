import { CALENDLY_TOKEN_URL, type CalendlyOAuthConfig } from './config';

export interface CalendlyToken {
  /** The connected Calendly user's URI; the tokens themselves are not kept (nothing reads Calendly's API yet). */
  owner: string | undefined;
}

/** Exchanges the authorization code at Calendly's token endpoint; any failure (network, non-2xx, bad body) throws. */
export async function exchangeCode(config: CalendlyOAuthConfig, code: string): Promise<CalendlyToken> {
  const res = await fetch(CALENDLY_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`Calendly token endpoint answered ${res.status}`);
  const body = (await res.json()) as { access_token?: unknown; owner?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('Calendly token response had no access token');
  return { owner: typeof body.owner === 'string' ? body.owner : undefined };
}
