import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { qualaContract } from '@cq/shared/contract/quala';
import { signedIn } from '../http/signedIn';
import { askQuala, qualaHistory } from './useCases';

async function chat({ workspace, user, body }: RequestContext<'POST /api/quala/chat'>) {
  return { body: await askQuala(workspace, user, body.prompt) };
}

async function history({ workspace, query }: RequestContext<'GET /api/quala/history'>) {
  const page = await qualaHistory(workspace, query);
  return { body: page.items, headers: page.next ? { [NEXT_CURSOR_HEADER]: page.next } : undefined };
}

export const operations: Operations<'quala'> = {
  'POST /api/quala/chat': { handle: chat },
  'GET /api/quala/history': { handle: history },
};

export const handler = createGroupHandler('quala', qualaContract, operations, signedIn);
