import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, POST_MESSAGES } from '@cq/shared';
import { callers, invoke, partition, useTestTable } from '../../test/harness';
import { PNG_1PX, SVG_WITH_SCRIPT } from '../../test/images';
import { postTrail } from '../data/content/contentPosts';
import { verifyChain } from '../data/trail/trail';
import { LOCAL_UPLOAD_PATH, verifyLocalUpload, writeLocalUpload } from '../services/mediaStorage';
import fs from 'node:fs';
import path from 'node:path';

useTestTable();

const { editor, admin, user } = callers;
const post = (over: Record<string, unknown> = {}) => ({
  title: 'Inspection readiness in 2026',
  excerpt: 'What inspectors look at first.',
  category: 'regulatory',
  content: 'word '.repeat(450).trim(),
  published: false,
  tags: ['GCP', 'Inspections'],
  ...over,
});

async function create(body: Record<string, unknown>, caller = editor) {
  const res = await invoke('POST', '/api/content-posts', { caller, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json!;
}

describe('content posts (CMS)', () => {
  it('creates a post with a slug, a read time and no publishedAt while a draft, trailed', async () => {
    const made = await create(post());
    expect(made).toMatchObject({
      slug: 'inspection-readiness-in-2026',
      title: 'Inspection readiness in 2026',
      category: 'regulatory',
      tags: ['GCP', 'Inspections'],
      published: false,
      publishedAt: null,
      readTimeMinutes: 3, // 450 words / 200, rounded up
      viewCount: 0,
      authorId: editor.sub,
      version: 1,
    });
    const trail = await postTrail(made.id);
    expect(trail.verified).toBe(true);
    expect(trail.entries).toHaveLength(1);
    expect(trail.entries[0]).toMatchObject({ action: 'create', actor: editor.sub, before: null });
    expect((trail.entries[0]!.after as { slug: string }).slug).toBe(made.slug);
  });

  it('gives a colliding title the next free slug: -2, -3', async () => {
    const title = 'Data integrity checklist';
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await create(post({ title }))).slug);
    expect(slugs).toEqual(['data-integrity-checklist', 'data-integrity-checklist-2', 'data-integrity-checklist-3']);
    // Concurrent creations of one title still end with distinct slugs.
    const parallel = await Promise.all(
      [0, 1, 2, 3].map(() => invoke('POST', '/api/content-posts', { caller: editor, body: post({ title: 'Race' }) })),
    );
    expect(parallel.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(parallel.map((r) => r.json!.slug)).size).toBe(4);
  });

  it('lists every post, drafts included, newest first, for editors and admins only', async () => {
    const first = await create(post({ title: 'Listed one' }));
    const second = await create(post({ title: 'Listed two', published: true }), admin);
    const list = await invoke('GET', '/api/content-posts', { caller: editor });
    expect(list.status).toBe(200);
    const ids = (list.json as unknown as Array<{ id: string }>).map((p) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect((await invoke('GET', '/api/content-posts', { caller: user })).status).toBe(403);
    expect((await invoke('GET', '/api/content-posts')).status).toBe(401);
    expect((await invoke('POST', '/api/content-posts', { caller: user, body: post() })).status).toBe(403);
  });

  it('lists without content (a projection, so long posts cannot outgrow the answer); the editor reads one whole', async () => {
    const long = 'paragraph '.repeat(5_000).trim(); // 50 KB: near the 64 KB body cap
    const made = await create(post({ title: 'A long one', content: long }));
    const list = (await invoke('GET', '/api/content-posts', { caller: editor })).json as unknown as Array<
      Record<string, unknown>
    >;
    const listed = list.find((p) => p.id === made.id)!;
    const { content: _content, ...withoutContent } = made;
    expect(listed).toEqual(withoutContent);
    expect(JSON.stringify(list).length).toBeLessThan(long.length);

    const one = await invoke('GET', `/api/content-posts/${made.id}`, { caller: admin });
    expect(one.status).toBe(200);
    expect(one.json).toEqual(made);
    const unknown = await invoke('GET', '/api/content-posts/0190a1b2-0000-7000-8000-00000000dead', { caller: editor });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: POST_MESSAGES.notFound });
    expect((await invoke('GET', `/api/content-posts/${made.id}`, { caller: user })).status).toBe(403);
    expect((await invoke('GET', `/api/content-posts/${made.id}`)).status).toBe(401);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = (await partition('POSTS')).length;
    const res = await invoke('POST', '/api/content-posts', {
      caller: editor,
      body: { title: '  ', category: 'news', content: '' },
    });
    expect(res.status).toBe(400);
    expect(res.json!.fields).toEqual({
      title: POST_MESSAGES.titleRequired,
      category: POST_MESSAGES.categoryRequired,
      content: POST_MESSAGES.contentRequired,
    });
    expect((await partition('POSTS')).length).toBe(before);
  });

  it('updates with the version read: stale → 409, unknown → 404; the trail keeps old and new values', async () => {
    const made = await create(post({ title: 'Versioned post' }));
    const ok = await invoke('PUT', `/api/content-posts/${made.id}`, {
      caller: editor,
      body: { ...post({ title: 'Versioned post', excerpt: 'New excerpt', content: 'short' }), version: 1 },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ excerpt: 'New excerpt', readTimeMinutes: 1, version: 2 });
    const stale = await invoke('PUT', `/api/content-posts/${made.id}`, {
      caller: admin,
      body: { ...post({ title: 'Versioned post' }), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json!.code).toBe('STALE_VERSION');
    const missing = await invoke('PUT', '/api/content-posts/no-such-post', {
      caller: editor,
      body: { ...post(), version: 1 },
    });
    expect(missing.status).toBe(404);
    expect(missing.json!.error).toBe(POST_MESSAGES.notFound);
    const trail = await postTrail(made.id);
    expect(trail.entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(trail.entries[1]).toMatchObject({
      actor: editor.sub,
      before: { excerpt: 'What inspectors look at first.', readTimeMinutes: 3 },
      after: { excerpt: 'New excerpt', readTimeMinutes: 1 },
    });
    expect(Object.keys(trail.entries[1]!.before as object)).not.toContain('title');
    expect(verifyChain(trail.entries)).toBeNull();
  });

  it('moves the slug with the title until first published, then keeps it', async () => {
    const made = await create(post({ title: 'Working title' }));
    const renamed = await invoke('PUT', `/api/content-posts/${made.id}`, {
      caller: editor,
      body: { ...post({ title: 'Final title for CAPA', published: true }), version: 1 },
    });
    expect(renamed.json).toMatchObject({ slug: 'final-title-for-capa', published: true });
    expect(renamed.json!.publishedAt).toEqual(expect.any(String));
    // The old slug is free again; the new one answers publicly.
    expect(await partition('POSTSLUG#working-title')).toEqual([]);
    expect((await invoke('GET', '/api/posts/final-title-for-capa')).status).toBe(200);
    const again = await invoke('PUT', `/api/content-posts/${made.id}`, {
      caller: editor,
      body: { ...post({ title: 'Retitled after publishing', published: true }), version: 2 },
    });
    expect(again.json).toMatchObject({ slug: 'final-title-for-capa', title: 'Retitled after publishing' });
  });

  it('publishes to the public list and page, counts reads, and unpublish or delete answer 404', async () => {
    const made = await create(post({ title: 'Public flow', published: true, content: '# Hello\n\nBody text.' }));
    const publishedAt = made.publishedAt as string;
    expect(publishedAt).toEqual(expect.any(String));

    const list = await invoke('GET', '/api/posts');
    expect(list.status).toBe(200);
    const summary = (list.json as unknown as Array<Record<string, unknown>>).find((p) => p.id === made.id);
    expect(summary).toMatchObject({ slug: 'public-flow', title: 'Public flow', publishedAt });
    expect(summary).not.toHaveProperty('content');
    expect(summary).not.toHaveProperty('authorId');

    const read1 = await invoke('GET', '/api/posts/public-flow');
    const read2 = await invoke('GET', '/api/posts/public-flow');
    expect(read1.json).toMatchObject({ content: '# Hello\n\nBody text.', viewCount: 1 });
    expect(read2.json!.viewCount).toBe(2);
    const cms = (await invoke('GET', '/api/content-posts', { caller: editor })).json as unknown as Array<{
      id: string;
      viewCount: number;
    }>;
    expect(cms.find((p) => p.id === made.id)!.viewCount).toBe(2);

    const unpublished = await invoke('PUT', `/api/content-posts/${made.id}`, {
      caller: editor,
      body: { ...post({ title: 'Public flow', content: '# Hello\n\nBody text.', published: false }), version: 1 },
    });
    // publishedAt is kept through unpublishing (the post's first publication date); the page is gone.
    expect(unpublished.json).toMatchObject({ published: false, publishedAt, viewCount: 2 });
    const gone = await invoke('GET', '/api/posts/public-flow');
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ error: POST_MESSAGES.notFound });
    const publicIds = ((await invoke('GET', '/api/posts')).json as unknown as Array<{ id: string }>).map((p) => p.id);
    expect(publicIds).not.toContain(made.id);
    // A draft read is not counted.
    const afterDraftRead = (await invoke('GET', '/api/content-posts', { caller: editor })).json as unknown as Array<{
      id: string;
      viewCount: number;
    }>;
    expect(afterDraftRead.find((p) => p.id === made.id)!.viewCount).toBe(2);

    const republished = await invoke('PUT', `/api/content-posts/${made.id}`, {
      caller: editor,
      body: { ...post({ title: 'Public flow', content: '# Hello\n\nBody text.', published: true }), version: 2 },
    });
    expect(republished.json).toMatchObject({ published: true, publishedAt });
    expect((await invoke('GET', '/api/posts/public-flow')).status).toBe(200);

    const trail = await postTrail(made.id);
    expect(trail.entries.map((e) => e.action)).toEqual(['create', 'unpublish', 'publish']);

    const deleted = await invoke('DELETE', `/api/content-posts/${made.id}`, { caller: admin });
    expect(deleted.status).toBe(200);
    expect((await invoke('GET', '/api/posts/public-flow')).status).toBe(404);
    expect(await partition('POSTSLUG#public-flow')).toEqual([]);
    const afterDelete = await postTrail(made.id);
    expect(afterDelete.entries.at(-1)).toMatchObject({ action: 'delete', actor: admin.sub, after: null });
    expect(afterDelete.verified).toBe(true);
    expect((await invoke('DELETE', `/api/content-posts/${made.id}`, { caller: admin })).status).toBe(404);
  });

  it('lists published posts newest first by publishedAt', async () => {
    const a = await create(post({ title: 'Order A', published: true }));
    const b = await create(post({ title: 'Order B', published: true }));
    const ids = ((await invoke('GET', '/api/posts')).json as unknown as Array<{ id: string }>).map((p) => p.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
  });

  it('answers an address that is not a slug with 400, an unknown slug with 404', async () => {
    expect((await invoke('GET', '/api/posts/Not%20A%20Slug')).status).toBe(400);
    expect((await invoke('GET', '/api/posts/no-such-post')).json).toEqual({ error: POST_MESSAGES.notFound });
  });
});

/** Sends bytes the way the browser would: to the ticket's URL, through the local server's checks. */
async function upload(bytes: Buffer, fileName: string, size = bytes.length) {
  const ticket = await invoke('POST', '/api/media/uploads', {
    caller: editor,
    body: { fileName, size, alt: 'Alt text', caption: 'A caption' },
  });
  expect(ticket.status, JSON.stringify(ticket.json)).toBe(201);
  const url = new URL(ticket.json!.uploadUrl as string, 'http://local');
  expect(url.pathname).toBe(`${LOCAL_UPLOAD_PATH}/${ticket.json!.id}`);
  expect(verifyLocalUpload(ticket.json!.id as string, url.searchParams)).toEqual({ size });
  await writeLocalUpload(ticket.json!.id as string, bytes);
  return {
    id: ticket.json!.id as string,
    complete: () => invoke('POST', `/api/media/uploads/${ticket.json!.id}/complete`, { caller: editor }),
  };
}

describe('media uploads', () => {
  let mediaDir: string;
  beforeAll(() => {
    mediaDir = process.env.MEDIA_DIR!;
  });

  it('publishes a PNG checked by content, with alt text and caption, and lists it', async () => {
    const { id, complete } = await upload(PNG_1PX, 'photo.png');
    const done = await complete();
    expect(done.status).toBe(201);
    expect(done.json).toMatchObject({
      id,
      fileName: `${id}.png`,
      originalName: 'photo.png',
      mimeType: 'image/png',
      size: PNG_1PX.length,
      url: `/uploads/${id}.png`,
      alt: 'Alt text',
      caption: 'A caption',
      sanitized: false,
      uploadedBy: editor.sub,
    });
    expect(fs.readFileSync(path.join(mediaDir, 'uploads', `${id}.png`))).toEqual(PNG_1PX);
    expect(fs.existsSync(path.join(mediaDir, 'quarantine', id))).toBe(false);
    const list = (await invoke('GET', '/api/media', { caller: admin })).json as unknown as Array<{ id: string }>;
    expect(list[0]!.id).toBe(id);

    const described = await invoke('PATCH', `/api/media/${id}`, {
      caller: editor,
      body: { version: 1, alt: 'Better alt', caption: '' },
    });
    expect(described.json).toMatchObject({ alt: 'Better alt', caption: '', version: 2 });
    const stale = await invoke('PATCH', `/api/media/${id}`, {
      caller: editor,
      body: { version: 1, alt: 'x', caption: '' },
    });
    expect(stale.status).toBe(409);

    expect((await invoke('DELETE', `/api/media/${id}`, { caller: editor })).status).toBe(200);
    expect(fs.existsSync(path.join(mediaDir, 'uploads', `${id}.png`))).toBe(false);
    expect((await invoke('DELETE', `/api/media/${id}`, { caller: editor })).status).toBe(404);
  });

  it('refuses a non-image with an image name, and deletes its bytes', async () => {
    const { id, complete } = await upload(Buffer.from('<?php system($_GET["c"]); ?>'), 'innocent.png');
    const res = await complete();
    expect(res.status).toBe(400);
    expect(res.json!.error).toBe(MEDIA_MESSAGES.notAnImage);
    expect(fs.existsSync(path.join(mediaDir, 'quarantine', id))).toBe(false);
    const list = (await invoke('GET', '/api/media', { caller: editor })).json as unknown as Array<{ id: string }>;
    expect(list.map((m) => m.id)).not.toContain(id);
    // The refused upload cannot be completed again.
    expect((await complete()).status).toBe(404);
  });

  it('refuses more than 5 MB: at the start, and when more bytes arrive than were declared', async () => {
    const big = await invoke('POST', '/api/media/uploads', {
      caller: editor,
      body: { fileName: 'huge.png', size: MEDIA_MAX_BYTES + 1 },
    });
    expect(big.status).toBe(400);
    expect(big.json!.fields).toEqual({ size: MEDIA_MESSAGES.tooLarge });
    const oversized = Buffer.concat([PNG_1PX, Buffer.alloc(MEDIA_MAX_BYTES)]);
    const { complete } = await upload(oversized, 'big.png', 1000);
    const res = await complete();
    expect(res.status).toBe(400);
    expect(res.json!.error).toBe(MEDIA_MESSAGES.tooLarge);
  });

  it('sanitizes an SVG carrying a script', async () => {
    const { id, complete } = await upload(SVG_WITH_SCRIPT, 'logo.svg');
    const res = await complete();
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ mimeType: 'image/svg+xml', sanitized: true, url: `/uploads/${id}.svg` });
    const stored = fs.readFileSync(path.join(mediaDir, 'uploads', `${id}.svg`), 'utf8');
    expect(stored).not.toMatch(/script|onload/i);
    expect(stored).toContain('<rect');
  });

  it('refuses a tampered or expired upload URL, and completing before the bytes arrived', async () => {
    const ticket = await invoke('POST', '/api/media/uploads', {
      caller: editor,
      body: { fileName: 'a.png', size: PNG_1PX.length },
    });
    const url = new URL(ticket.json!.uploadUrl as string, 'http://local');
    const forged = new URLSearchParams(url.searchParams);
    forged.set('size', String(MEDIA_MAX_BYTES));
    expect(verifyLocalUpload(ticket.json!.id as string, forged)).toBeNull();
    expect(verifyLocalUpload(ticket.json!.id as string, url.searchParams, Date.now() + 3_600_000)).toBeNull();
    const early = await invoke('POST', `/api/media/uploads/${ticket.json!.id}/complete`, { caller: editor });
    expect(early.status).toBe(400);
    expect(early.json!.error).toBe(MEDIA_MESSAGES.notUploaded);
    expect((await invoke('GET', '/api/media', { caller: user })).status).toBe(403);
  });
});
