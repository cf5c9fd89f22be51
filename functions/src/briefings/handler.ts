import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { briefingsContract } from '@cq/shared/contract/briefings';
import { signedIn } from '../http/signedIn';
import { listPublishedBriefings, readPublishedBriefing } from '../data/content/contentPosts';
import { requireBriefingsAccess } from './access';

/** Published briefings for subscribers, a page at a time: the access check (a Query by e-mail), then one Query. */
async function list({ user, query }: RequestContext<'GET /api/briefings'>) {
  await requireBriefingsAccess(user);
  const page = await listPublishedBriefings(query);
  return { body: page.items, headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : undefined };
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

export const handler = createGroupHandler('briefings', briefingsContract, operations, signedIn);
