import { createGroupHandler, operation } from '../lib/http';
import { json } from '../lib/response';
import { unauthorized } from '../lib/errors';
import { currentProfile } from './profile';

export const operations = {
  'GET /api/auth/user': operation({
    handle: async ({ user }) => {
      if (!user) throw unauthorized();
      return json(200, await currentProfile(user));
    },
  }),
};

export const handler = createGroupHandler('auth', operations);
