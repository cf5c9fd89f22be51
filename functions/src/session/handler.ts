import { createGroupHandler, operation } from '../lib/http';
import { redirect, safeNextPath } from '../lib/response';

/** `/api/login` and `/api/logout` stay navigations (the spec's links); the SPA does the Cognito work. */
export const operations = {
  'GET /api/login': operation({
    handle: async ({ query }) => redirect(`/sign-in?next=${encodeURIComponent(safeNextPath(query.next))}`),
  }),
  'GET /api/logout': operation({
    handle: async () => redirect('/sign-out'),
  }),
};

export const handler = createGroupHandler('session', operations);
