import { NEXT_CURSOR_HEADER } from '@cq/shared/schemas/paging';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { workspaceContract } from '@cq/shared/contract/workspace';
import { signedIn } from '../http/signedIn';
import { json } from '../lib/response';
import { listBadges } from '../data/people/badges';
import { getProfile, publicProfile } from '../data/people/users';
import { NotFoundError } from '../domain/errors';
import { oneAtATime } from '../data/core/rateLimit';
import { EXPORT_BUSY, EXPORT_PART_SECONDS, exportPart } from './export';
import { dashboardStats, notifications, usageStats } from './overview';

async function usage({ workspace }: RequestContext<'GET /api/usage/stats'>) {
  return { body: await usageStats(workspace) };
}

async function dashboard({ workspace }: RequestContext<'GET /api/dashboard/stats'>) {
  return { body: await dashboardStats(workspace) };
}

async function badges({ user }: RequestContext<'GET /api/badges'>) {
  return { body: await listBadges(user.sub) };
}

async function bell({ workspace }: RequestContext<'GET /api/notifications'>) {
  return { body: await notifications(workspace) };
}

async function exportMine({ workspace, user, query }: RequestContext<'GET /api/me/export'>) {
  const profile = async () => {
    const stored = await getProfile(user.sub);
    if (!stored) throw new NotFoundError('Profile not found');
    return publicProfile(stored, user.groups);
  };
  // One part at a time per person (issue 25): parts are bounded, and so is how many a script can ask at once.
  const { part, next } = await oneAtATime(
    { bucket: 'export-running', client: user.sub, seconds: EXPORT_PART_SECONDS, busy: EXPORT_BUSY },
    () => exportPart(workspace, profile, query.cursor),
  );
  const day = new Date().toISOString().slice(0, 10);
  return json(200, part, {
    'content-disposition': `attachment; filename="clarity-export-${day}.json"`,
    ...(next ? { [NEXT_CURSOR_HEADER]: next } : {}),
  });
}

export const operations: Operations<'workspace'> = {
  'GET /api/usage/stats': { handle: usage },
  'GET /api/dashboard/stats': { handle: dashboard },
  'GET /api/badges': { handle: badges },
  'GET /api/notifications': { handle: bell },
  'GET /api/me/export': { handle: exportMine },
};

export const handler = createGroupHandler('workspace', workspaceContract, operations, signedIn);
