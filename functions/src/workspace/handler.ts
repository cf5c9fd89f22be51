import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { json } from '../lib/response';
import { listBadges } from '../data/people/badges';
import { ownerOf } from '../data/core/owner';
import { getProfile, publicProfile } from '../data/people/users';
import { NotFoundError } from '../domain/errors';
import { exportData } from './export';
import { dashboardStats, notifications, usageStats } from './overview';

async function usage({ user }: RequestContext<'GET /api/usage/stats'>) {
  return { body: await usageStats(ownerOf(user), await getProfile(user.sub)) };
}

async function dashboard({ user }: RequestContext<'GET /api/dashboard/stats'>) {
  return { body: await dashboardStats(ownerOf(user)) };
}

async function badges({ user }: RequestContext<'GET /api/badges'>) {
  return { body: await listBadges(user.sub) };
}

async function bell({ user }: RequestContext<'GET /api/notifications'>) {
  return { body: await notifications(ownerOf(user)) };
}

async function exportMine({ user }: RequestContext<'GET /api/me/export'>) {
  const stored = await getProfile(user.sub);
  if (!stored) throw new NotFoundError('Profile not found');
  const document = await exportData(ownerOf(user), publicProfile(stored, user.groups));
  const day = document.exportedAt.slice(0, 10);
  return json(200, document, { 'content-disposition': `attachment; filename="clarity-export-${day}.json"` });
}

export const operations: Operations<'workspace'> = {
  'GET /api/usage/stats': { handle: usage },
  'GET /api/dashboard/stats': { handle: dashboard },
  'GET /api/badges': { handle: badges },
  'GET /api/notifications': { handle: bell },
  'GET /api/me/export': { handle: exportMine },
};

export const handler = createGroupHandler('workspace', operations);
