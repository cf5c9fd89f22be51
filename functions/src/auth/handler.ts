import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { authContract } from '@cq/shared/contract/auth';
import { signedIn } from '../http/signedIn';
import { currentProfile, renameProfile } from './profile';

async function currentUser({ user }: RequestContext<'GET /api/auth/user'>) {
  return { body: await currentProfile(user) };
}

async function rename({ user, body }: RequestContext<'PATCH /api/auth/user'>) {
  return { body: await renameProfile(user, body) };
}

export const operations: Operations<'auth'> = {
  'GET /api/auth/user': { handle: currentUser },
  'PATCH /api/auth/user': { handle: rename },
};

export const handler = createGroupHandler('auth', authContract, operations, signedIn);
