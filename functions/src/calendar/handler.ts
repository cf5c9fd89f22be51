import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { calendarContract } from '@cq/shared/contract/calendar';
import { signedIn } from '../http/signedIn';
import { NotFoundError } from '../domain/errors';
import { feedOwner, renewFeed, revokeFeed } from '../data/calendar/feeds';
import { plannedAudits } from '../data/audits/audits';
import { getMembership } from '../data/orgs/orgs';
import { env } from '../lib/env';
import { download } from '../lib/response';
import { auditsCalendar } from './ics';
import { auditeesOf, feedWindow, programme } from './programme';

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The public feed: the token is the only key, so an unknown, revoked or malformed one, and a member since
 * removed from the workspace, all answer the same 404.
 */
async function feed({ params }: RequestContext<'GET /api/calendar/{file}'>) {
  const token = FEED_FILE.exec(params.file)?.[1];
  const owner = token ? await feedOwner(token) : null;
  const member =
    owner && (owner.workspaceId === owner.userId || (await getMembership(owner.workspaceId, owner.userId)));
  if (!owner || !member) throw new NotFoundError('Not found');
  const now = new Date();
  const { from, to } = feedWindow(now);
  const scope = { workspaceId: owner.workspaceId, actor: owner.userId };
  const audits = await plannedAudits(scope, from, to);
  const body = auditsCalendar(audits, await auditeesOf(scope, audits), env.siteUrl(), now);
  return download('audits.ics', 'text/calendar; charset=utf-8', body);
}

export const operations: Operations<'calendar'> = {
  'GET /api/calendar': {
    handle: async ({ workspace, query }: RequestContext<'GET /api/calendar'>) => ({
      body: await programme(workspace, query.from, query.to),
    }),
  },
  'POST /api/calendar/feed': {
    handle: async ({ workspace }: RequestContext<'POST /api/calendar/feed'>) => {
      const token = await renewFeed(workspace);
      return { body: { url: `${env.siteUrl()}/api/calendar/${token}.ics` } };
    },
  },
  'DELETE /api/calendar/feed': {
    handle: async ({ workspace }: RequestContext<'DELETE /api/calendar/feed'>) => {
      await revokeFeed(workspace);
      return { body: { ok: true as const } };
    },
  },
  'GET /api/calendar/{file}': { handle: feed },
};

export const handler = createGroupHandler('calendar', calendarContract, operations, signedIn);
