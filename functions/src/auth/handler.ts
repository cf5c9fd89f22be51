import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { currentProfile } from './profile';

async function currentUser({ user }: RequestContext<'GET /api/auth/user'>) {
  return { body: await currentProfile(user) };
}

export const operations: Operations<'auth'> = {
  'GET /api/auth/user': { handle: currentUser },
};

export const handler = createGroupHandler('auth', operations);
