import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { redirect, safeNextPath } from '../lib/response';

async function login({ query }: RequestContext<'GET /api/login'>) {
  return redirect(`/sign-in?next=${encodeURIComponent(safeNextPath(query.next))}`);
}

async function logout() {
  return redirect('/sign-out');
}

/** `/api/login` and `/api/logout` stay navigations (the spec's links); the SPA does the Cognito work. */
export const operations: Operations<'session'> = {
  'GET /api/login': { handle: login },
  'GET /api/logout': { handle: logout },
};

export const handler = createGroupHandler('session', operations);
