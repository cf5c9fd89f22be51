import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { sopsContract } from '@cq/shared/contract/sops';
import { signedIn } from '../http/signedIn';
import { retryOnContention } from '../data/core/contention';
import {
  createSop,
  listStaffSops,
  moveVersion,
  readStaffSopPage,
  startRevision,
  updateDraft,
} from '../data/library/sopEditing';
import { approveSop } from './useCases';

/** The contract checks `seq` is a positive number of at most four digits. */
const seqOf = ({ params }: { params: { seq: string } }) => Number(params.seq);

const nextCursor = (next: string | null) => (next ? { [NEXT_CURSOR_HEADER]: next } : undefined);

async function list({ query }: RequestContext<'GET /api/cms/sops'>) {
  const page = await listStaffSops(query);
  return { body: page.items, headers: nextCursor(page.next) };
}

async function read({ params, query }: RequestContext<'GET /api/cms/sops/{id}'>) {
  const page = await readStaffSopPage(params.id, query);
  return { body: { id: params.id, versions: page.items }, headers: nextCursor(page.next) };
}

async function create({ user, body }: RequestContext<'POST /api/cms/sops'>) {
  return { body: await retryOnContention(() => createSop(user.sub, body)) };
}

async function revise({ user, params, body }: RequestContext<'POST /api/cms/sops/{id}/versions'>) {
  return { body: await retryOnContention(() => startRevision(user.sub, params.id, body.kind)) };
}

async function edit(ctx: RequestContext<'PUT /api/cms/sops/{id}/versions/{seq}'>) {
  const { rev, ...fields } = ctx.body;
  return { body: await retryOnContention(() => updateDraft(ctx.user.sub, ctx.params.id, seqOf(ctx), rev, fields)) };
}

async function submit(ctx: RequestContext<'POST /api/cms/sops/{id}/versions/{seq}/submit'>) {
  return {
    body: await retryOnContention(() => moveVersion(ctx.user.sub, ctx.params.id, seqOf(ctx), ctx.body.rev, 'submit')),
  };
}

async function sendBack(ctx: RequestContext<'POST /api/cms/sops/{id}/versions/{seq}/return'>) {
  return {
    body: await retryOnContention(() => moveVersion(ctx.user.sub, ctx.params.id, seqOf(ctx), ctx.body.rev, 'return')),
  };
}

async function approve(ctx: RequestContext<'POST /api/cms/sops/{id}/versions/{seq}/approve'>) {
  // Not retried: a retry would ask Cognito for the password again.
  return { body: await approveSop(ctx.user, ctx.params.id, seqOf(ctx), ctx.body) };
}

/** The SOP Library's staff side (editors and admins; the manifest's `editor` access). */
export const operations: Operations<'sops'> = {
  'GET /api/cms/sops': { handle: list },
  'POST /api/cms/sops': { handle: create },
  'GET /api/cms/sops/{id}': { handle: read },
  'POST /api/cms/sops/{id}/versions': { handle: revise },
  'PUT /api/cms/sops/{id}/versions/{seq}': { handle: edit },
  'POST /api/cms/sops/{id}/versions/{seq}/submit': { handle: submit },
  'POST /api/cms/sops/{id}/versions/{seq}/return': { handle: sendBack },
  'POST /api/cms/sops/{id}/versions/{seq}/approve': { handle: approve },
};

export const handler = createGroupHandler('sops', sopsContract, operations, signedIn);
