import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { postsContract } from '@cq/shared/contract/posts';
import { counted } from '../http/tableGuards';
import { listPublishedPosts, readPublishedPost } from '../data/content/contentPosts';

/** Published posts for the public /insights pages: one Query for the list, two GetItems and an ADD for a read. */
async function list(_: RequestContext<'GET /api/posts'>) {
  return { body: await listPublishedPosts() };
}

async function read({ params }: RequestContext<'GET /api/posts/{slug}'>) {
  return { body: await readPublishedPost(params.slug) };
}

export const operations: Operations<'posts'> = {
  'GET /api/posts': { handle: list },
  'GET /api/posts/{slug}': { handle: read },
};

export const handler = createGroupHandler('posts', postsContract, operations, counted);
