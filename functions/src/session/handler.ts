import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { sessionContract } from '@cq/shared/contract/session';
import { redirect, safeNextPath } from '../lib/response';

/** The web app's auth screens `/api/login` can open (`?screen=`); sign-in unless asked otherwise. */
const SCREENS = { signin: '/sign-in', signup: '/sign-up' } as const;

async function login({ query }: RequestContext<'GET /api/login'>) {
  const page = SCREENS[query.screen ?? 'signin'];
  return redirect(`${page}?next=${encodeURIComponent(safeNextPath(query.next))}`);
}

async function logout() {
  return redirect('/sign-out');
}

/**
 * `/api/login` and `/api/logout` stay navigations (the spec's links: Sign In and Sign Up both go to
 * `/api/login`, Sign Up with `?screen=signup`); the SPA does the Cognito work.
 */
export const operations: Operations<'session'> = {
  'GET /api/login': { handle: login },
  'GET /api/logout': { handle: logout },
};

export const handler = createGroupHandler('session', sessionContract, operations);
