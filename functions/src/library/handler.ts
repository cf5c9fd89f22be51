import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { libraryContract } from '@cq/shared/contract/library';
import { signedIn } from '../http/signedIn';
import { download } from '../lib/response';
import { downloadSop, listSops, readSop } from './useCases';

const CONTENT_TYPE = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

async function list({ user, query }: RequestContext<'GET /api/library/sops'>) {
  return { body: await listSops(user, query) };
}

async function read({ user, params }: RequestContext<'GET /api/library/sops/{id}'>) {
  return { body: await readSop(user, params.id) };
}

async function file({ user, params, query }: RequestContext<'GET /api/library/sops/{id}/download'>) {
  const { fileName, file } = await downloadSop(user, params.id, query.format);
  return download(fileName, CONTENT_TYPE[query.format], file);
}

export const operations: Operations<'library'> = {
  'GET /api/library/sops': { handle: list },
  'GET /api/library/sops/{id}': { handle: read },
  'GET /api/library/sops/{id}/download': { handle: file },
};

export const handler = createGroupHandler('library', libraryContract, operations, signedIn);
