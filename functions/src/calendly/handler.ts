import { randomBytes } from 'node:crypto';
import type { CalendlyError } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { calendlyContract } from '@cq/shared/contract/calendly';
import { rateLimited } from '../http/tableGuards';
import { redirect } from '../lib/response';
import { logger } from '../lib/logger';
import { consumeOAuthState, putOAuthState } from '../data/ops/oauthStates';
import { RATE_LIMITS } from '../data/core/rateLimit';
import { CALENDLY_AUTHORIZE_URL, calendlyStatus, oauthConfig } from './config';
import { exchangeCode } from './oauth';

const PROVIDER = 'calendly';
const failed = (reason: CalendlyError) => redirect(`/?calendly_error=${reason}`);

async function status() {
  return { body: calendlyStatus() };
}

/** Redirect mode of the booking button: starts Calendly's authorization code flow. */
async function authorize() {
  const config = oauthConfig();
  if (!config) return failed('not_configured');
  const state = randomBytes(32).toString('base64url');
  await putOAuthState(PROVIDER, state);
  const url = new URL(CALENDLY_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: config.redirectUri,
    state,
  }).toString();
  return redirect(url.toString());
}

async function callback({ query }: RequestContext<'GET /api/auth/calendly/callback'>) {
  const config = oauthConfig();
  if (!config) return failed('not_configured');
  // The state is checked first, and used up whatever follows: a callback nobody started is refused.
  const state = query.state ?? '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(state) || !(await consumeOAuthState(PROVIDER, state))) {
    logger.warn('calendly_invalid_state');
    return failed('invalid_state');
  }
  if (query.error) return failed('access_denied');
  if (!query.code) return failed('missing_code');
  try {
    const token = await exchangeCode(config, query.code);
    logger.info('calendly_connected', { owner: token.owner });
  } catch (error) {
    logger.error('calendly_token_exchange_failed', { error: error as Error });
    return failed('token_exchange_failed');
  }
  return redirect('/?calendly_connected=true');
}

export const operations: Operations<'calendly'> = {
  'GET /api/calendly/status': { handle: status },
  'GET /api/auth/calendly': { rateLimit: RATE_LIMITS.calendlyAuth, handle: authorize },
  'GET /api/auth/calendly/callback': { rateLimit: RATE_LIMITS.calendlyAuth, handle: callback },
};

export const handler = createGroupHandler('calendly', calendlyContract, operations, rateLimited);
