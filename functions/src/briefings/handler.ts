import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { listPublishedBriefings, readPublishedBriefing } from '../data/content/contentPosts';
import { requireBriefingsAccess } from './access';

/** Published briefings for subscribers: the access check (a Query by e-mail), then one Query. */
async function list({ user }: RequestContext<'GET /api/briefings'>) {
  await requireBriefingsAccess(user);
  return { body: await listPublishedBriefings() };
}

/** One briefing in full: the access check first, so a non-subscriber learns nothing of the text. */
async function read({ user, params }: RequestContext<'GET /api/briefings/{slug}'>) {
  await requireBriefingsAccess(user);
  return { body: await readPublishedBriefing(params.slug) };
}

export const operations: Operations<'briefings'> = {
  'GET /api/briefings': { handle: list },
  'GET /api/briefings/{slug}': { handle: read },
};

export const handler = createGroupHandler('briefings', operations);
