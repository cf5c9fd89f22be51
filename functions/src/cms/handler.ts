import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { cmsContract } from '@cq/shared/contract/cms';
import { signedIn } from '../http/signedIn';
import { retryOnContention } from '../data/core/contention';
import { createPost, deletePost, listPosts, readPost, updatePost } from '../data/content/contentPosts';
import { describeMedia, listMedia } from '../data/content/media';
import { beginUpload, finishUpload, removeImage } from './media';

async function listContentPosts(_: RequestContext<'GET /api/content-posts'>) {
  return { body: await listPosts() };
}

async function readContentPost({ params }: RequestContext<'GET /api/content-posts/{id}'>) {
  return { body: await readPost(params.id) };
}

async function createContentPost({ user, body }: RequestContext<'POST /api/content-posts'>) {
  return { body: await retryOnContention(() => createPost(user.sub, body)) };
}

async function updateContentPost({ user, params, body }: RequestContext<'PUT /api/content-posts/{id}'>) {
  const { version, reason, ...fields } = body;
  return { body: await retryOnContention(() => updatePost(user.sub, params.id, version, fields, reason)) };
}

async function deleteContentPost({ user, params }: RequestContext<'DELETE /api/content-posts/{id}'>) {
  await retryOnContention(() => deletePost(user.sub, params.id));
  return { body: { ok: true as const } };
}

async function listLibrary(_: RequestContext<'GET /api/media'>) {
  return { body: await listMedia() };
}

async function startMediaUpload({ user, body }: RequestContext<'POST /api/media/uploads'>) {
  return { body: await beginUpload(user.sub, body) };
}

async function completeMediaUpload({ params }: RequestContext<'POST /api/media/uploads/{id}/complete'>) {
  return { body: await finishUpload(params.id) };
}

async function describeImage({ params, body }: RequestContext<'PATCH /api/media/{id}'>) {
  const { version, ...details } = body;
  return { body: await describeMedia(params.id, version, details) };
}

async function deleteImage({ params }: RequestContext<'DELETE /api/media/{id}'>) {
  await removeImage(params.id);
  return { body: { ok: true as const } };
}

/** The CMS (editors and admins; the manifest's `editor` access): content posts and the media library. */
export const operations: Operations<'cms'> = {
  'GET /api/content-posts': { handle: listContentPosts },
  'GET /api/content-posts/{id}': { handle: readContentPost },
  'POST /api/content-posts': { handle: createContentPost },
  'PUT /api/content-posts/{id}': { handle: updateContentPost },
  'DELETE /api/content-posts/{id}': { handle: deleteContentPost },
  'GET /api/media': { handle: listLibrary },
  'POST /api/media/uploads': { handle: startMediaUpload },
  'POST /api/media/uploads/{id}/complete': { handle: completeMediaUpload },
  'PATCH /api/media/{id}': { handle: describeImage },
  'DELETE /api/media/{id}': { handle: deleteImage },
};

export const handler = createGroupHandler('cms', cmsContract, operations, signedIn);
