import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import {
  POST_MESSAGES,
  readTimeMinutes,
  slugCandidate,
  slugify,
  type Post,
  type PostFields,
  type PostSummary,
  type PublicPost,
  type PublicPostSummary,
} from '@cq/shared';
import { BRIEFINGS_MESSAGES } from '@cq/shared/briefings/rules';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { contentPost } from './content.entity';
import { store } from '../core/store';
import { checkedTrail, trailedWrite, type Write } from '../trail/trail';
import { explainRefusal } from '../core/versioning';
import { onFirstUse } from '../../lib/onFirstUse';

/** The trail's name for a post. */
export const POST_ENTITY_TYPE = 'ContentPost';
/** Candidates tried for one title (`slug`, `slug-2`, … `slug-50`) before giving up with a 409. */
const SLUG_ATTEMPTS = 50;

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['contentPost']['get']>['go']>>['data']>;

/** What the trail keeps of a post: everything an editor can change or the server derives, not the read count. */
type Snapshot = Omit<Post, 'viewCount'>;

/** The attributes the CMS list reads: every one but `content`, which only the editor needs. */
const SUMMARY_ATTRIBUTES = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'tags',
  'published',
  'briefing',
  'publishedAt',
  'readTimeMinutes',
  'authorId',
  'createdAt',
  'updatedAt',
  'version',
] as const satisfies ReadonlyArray<keyof Item>;

/** A stored post as the list's projection reads it (ElectroDB types the optional attributes as absent keys). */
type SummaryItem = Omit<Pick<Item, (typeof SUMMARY_ATTRIBUTES)[number]>, 'excerpt' | 'publishedAt' | 'briefing'> &
  Partial<Pick<Item, 'excerpt' | 'publishedAt' | 'briefing'>>;

function toSummaryFields(item: SummaryItem): Omit<Snapshot, 'content'> {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    excerpt: item.excerpt ?? '',
    category: item.category,
    tags: item.tags,
    published: item.published,
    briefing: item.briefing ?? false,
    publishedAt: item.publishedAt ?? null,
    readTimeMinutes: item.readTimeMinutes,
    authorId: item.authorId,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
  };
}

const toSnapshot = (item: Item): Snapshot => ({ ...toSummaryFields(item), content: item.content });

const withViews = (post: Snapshot, views: number): Post => ({ ...post, viewCount: views });

/** The stored shape of a snapshot: optional attributes left out rather than null. */
function toItem(post: Snapshot) {
  const { publishedAt, excerpt, ...rest } = post;
  return {
    ...rest,
    ...(excerpt ? { excerpt } : {}),
    ...(publishedAt ? { publishedAt } : {}),
    feedAt: publishedAt ?? post.createdAt,
  };
}

/** Thrown inside a write when the slug being claimed is someone else's: the next candidate is tried. */
class SlugTakenError extends ConflictError {
  constructor() {
    super('That address is already taken');
  }
}

/**
 * Access pattern: every post, drafts included, newest first, with its read count (two Queries of `POSTS`). The
 * content stays in the table (a projection): the answer grows by a line per post, not by its length.
 */
export async function listPosts(): Promise<PostSummary[]> {
  const { contentPost, postViews } = store();
  const [posts, views] = await Promise.all([
    contentPost.query.byId({}).go({ order: 'desc', pages: 'all', attributes: [...SUMMARY_ATTRIBUTES] }),
    postViews.query.byPost({}).go({ pages: 'all' }),
  ]);
  const counts = new Map(views.data.map((v) => [v.postId, v.count ?? 0]));
  return posts.data.map((item) => ({ ...toSummaryFields(item), viewCount: counts.get(item.id) ?? 0 }));
}

/** Access pattern: one post whole with its read count, as the editor opens it (two GetItems). */
export async function readPost(id: string): Promise<Post> {
  const [post, views] = await Promise.all([getPost(id), viewsOf(id)]);
  return withViews(post, views);
}

/** Access pattern: one post by id (GetItem, consistent). */
export async function getPost(id: string): Promise<Snapshot> {
  const { data } = await store().contentPost.get({ id }).go({ consistent: true });
  if (!data) throw new NotFoundError(POST_MESSAGES.notFound);
  return toSnapshot(data);
}

async function viewsOf(id: string): Promise<number> {
  const { data } = await store().postViews.get({ postId: id }).go();
  return data?.count ?? 0;
}

/** The post a slug names, or null (GetItem on the claim). */
export async function slugOwner(slug: string): Promise<string | null> {
  const { data } = await store().postSlug.get({ slug }).go({ consistent: true });
  return data?.postId ?? null;
}

/**
 * Runs a write that claims a slug for `postId`: the title's slug, else the first free `-2`, `-3`, … . A
 * candidate already held by another post is skipped after one GetItem; one taken meanwhile (the claim's
 * condition failed inside the transaction) is skipped too. The post's own slug counts as free.
 */
async function withFreeSlug<T>(title: string, postId: string, write: (slug: string) => Promise<T>): Promise<T> {
  const base = slugify(title);
  for (let n = 1; n <= SLUG_ATTEMPTS; n++) {
    const slug = slugCandidate(base, n);
    const owner = await slugOwner(slug);
    if (owner !== null && owner !== postId) continue;
    try {
      return await write(slug);
    } catch (error) {
      if (!(error instanceof SlugTakenError)) throw error;
    }
  }
  throw new ConflictError(`Too many posts are titled like this one. Change the title a little and try again.`);
}

type Entities = Parameters<Parameters<typeof trailedWrite>[1]>[0];

/** The claim of a slug for a post: refused (SlugTakenError) when another post holds it. */
const claimSlug = (entities: Entities, slug: string, postId: string): Write => ({
  item: entities.postSlug
    .put({ slug, postId })
    .where(({ postId: holder }, { notExists, eq }) => `${notExists(holder)} OR ${eq(holder, postId)}`)
    .commit({ response: 'all_old' }),
  refusal: () => new SlugTakenError(),
});

/** Releases a slug the post no longer uses (only if it still holds it). */
const releaseSlug = (entities: Entities, slug: string, postId: string): Write => ({
  item: entities.postSlug
    .delete({ slug })
    .where(({ postId: holder }, { eq }) => eq(holder, postId))
    .commit(),
});

/**
 * Creates a post with a unique slug, its read time and (when published) its publishedAt, with the slug claim
 * and the first trail entry in one transaction.
 */
export async function createPost(actor: string, fields: PostFields): Promise<Post> {
  const id = uuidv7();
  const now = new Date().toISOString();
  return withFreeSlug(fields.title, id, async (slug) => {
    const post: Snapshot = {
      id,
      slug,
      ...fields,
      publishedAt: fields.published ? now : null,
      readTimeMinutes: readTimeMinutes(fields.content),
      authorId: actor,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    await trailedWrite(
      { entityType: POST_ENTITY_TYPE, entityId: id, actor, action: 'create', before: null, after: post },
      (entities) => [{ item: entities.contentPost.create(toItem(post)).commit() }, claimSlug(entities, slug, id)],
    );
    return withViews(post, 0);
  });
}

/**
 * Replaces a post's fields, version-checked (missing → 404, stale → 409) and trailed with the fields that
 * changed. The slug follows the title until the post has first been published; after that its address stays.
 * publishedAt is set the first time the post goes public and kept through unpublishing.
 */
export async function updatePost(
  actor: string,
  id: string,
  expectedVersion: number,
  fields: PostFields,
  reason?: string,
): Promise<Post> {
  const current = await getPost(id);
  const now = new Date().toISOString();
  const slugFollowsTitle = current.publishedAt === null && fields.title !== current.title;
  const write = async (slug: string) => {
    const next: Snapshot = {
      ...current,
      ...fields,
      slug,
      publishedAt: current.publishedAt ?? (fields.published ? now : null),
      readTimeMinutes: readTimeMinutes(fields.content),
      updatedAt: now,
      version: expectedVersion + 1,
    };
    const changed = (Object.keys(next) as (keyof Snapshot)[]).filter(
      (k) => k !== 'updatedAt' && k !== 'version' && JSON.stringify(next[k]) !== JSON.stringify(current[k]),
    );
    const action = next.published !== current.published ? (next.published ? 'publish' : 'unpublish') : 'update';
    await trailedWrite(
      {
        entityType: POST_ENTITY_TYPE,
        entityId: id,
        actor,
        action,
        before: Object.fromEntries(changed.map((k) => [k, current[k]])),
        after: Object.fromEntries(changed.map((k) => [k, next[k]])),
        ...(reason ? { reason } : {}),
      },
      (entities) => [
        {
          item: entities.contentPost
            .put(toItem(next))
            .where(({ version }, { eq }) => eq(version, expectedVersion))
            .commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, expectedVersion, POST_MESSAGES.notFound),
        },
        ...(slug !== current.slug ? [claimSlug(entities, slug, id), releaseSlug(entities, current.slug, id)] : []),
      ],
    );
    return withViews(next, await viewsOf(id));
  };
  return slugFollowsTitle ? withFreeSlug(fields.title, id, write) : write(current.slug);
}

/** Deletes a post (trailed: the trail keeps what it said), frees its slug and drops its read count. */
export async function deletePost(actor: string, id: string): Promise<void> {
  const current = await getPost(id);
  await trailedWrite(
    { entityType: POST_ENTITY_TYPE, entityId: id, actor, action: 'delete', before: current, after: null },
    (entities) => [
      {
        item: entities.contentPost
          .delete({ id })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, current.version, POST_MESSAGES.notFound),
      },
      releaseSlug(entities, current.slug, id),
      { item: entities.postViews.delete({ postId: id }).commit() },
    ],
  );
}

/** A post's trail and whether its chain verifies. */
export const postTrail = (id: string) => checkedTrail(POST_ENTITY_TYPE, id);

const toSummary = (post: Snapshot & { publishedAt: string }): PublicPostSummary => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  category: post.category,
  briefing: post.briefing,
  tags: post.tags,
  publishedAt: post.publishedAt,
  updatedAt: post.updatedAt,
  readTimeMinutes: post.readTimeMinutes,
});

const isPublic = (post: Snapshot): post is Snapshot & { publishedAt: string } =>
  post.published && post.publishedAt !== null;

/** Access pattern (public): published posts, newest first (one Query on the sparse GSI1 index). */
export async function listPublishedPosts(): Promise<PublicPostSummary[]> {
  const { data } = await store()
    .contentPost.query.published({})
    .go({ order: 'desc', pages: 'all', ignoreOwnership: true });
  return data.map(toSnapshot).filter(isPublic).map(toSummary);
}

/** A published post by slug (GetItem on the claim, GetItem on the post); a draft or an unknown slug is not found. */
async function findPublished(slug: string, notFound: string): Promise<Snapshot & { publishedAt: string }> {
  const postId = await slugOwner(slug);
  const { data } = postId ? await store().contentPost.get({ id: postId }).go() : { data: null };
  const post = data ? toSnapshot(data) : null;
  if (!post || !isPublic(post) || post.slug !== slug) throw new NotFoundError(notFound);
  return post;
}

/** Counts one read of a post (one UpdateItem ADD) and answers it with the text given. */
async function counted(post: Snapshot & { publishedAt: string }, content: string): Promise<PublicPost> {
  const views = await store().postViews.update({ postId: post.id }).add({ count: 1 }).go({ response: 'all_new' });
  return { ...toSummary(post), content, viewCount: views.data.count ?? 1 };
}

/**
 * Access pattern (public): a published post by slug, counting the read. A draft, a deleted post or an unknown
 * slug is not found, and is not counted. A briefing's text stays out: this answer is public (and prerendered).
 */
export async function readPublishedPost(slug: string): Promise<PublicPost> {
  const post = await findPublished(slug, POST_MESSAGES.notFound);
  return counted(post, post.briefing ? '' : post.content);
}

const contentConversions = onFirstUse(() => createConversions(contentPost));

/**
 * Access pattern (subscribers): published briefings, newest first, a page at a time (one Query on the sparse
 * GSI2 index; the page's cursor is the last briefing's place in it).
 */
export async function listPublishedBriefings(page: PageRequest): Promise<Page<PublicPostSummary>> {
  const result = await readPage(
    'briefings',
    page,
    (options) =>
      store()
        .contentPost.query.briefings({})
        .go({ order: 'desc', ignoreOwnership: true, ...options }),
    (item) => contentConversions.byAccessPattern.briefings.fromComposite.toCursor({ feedAt: item.feedAt, id: item.id }),
  );
  return {
    items: result.items
      .map(toSnapshot)
      .filter((p) => p.briefing)
      .filter(isPublic)
      .map(toSummary),
    next: result.next,
  };
}

/**
 * Published briefings newest first, page after page until one is older than `since` (the weekly digest's job:
 * what it reads grows with the weeks it covers, never on a request path).
 */
export async function publishedBriefingsSince(since: string): Promise<PublicPostSummary[]> {
  const out: PublicPostSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPublishedBriefings({ limit: 100, ...(cursor ? { cursor } : {}) });
    out.push(...page.items.filter((b) => b.publishedAt > since));
    if (page.items.some((b) => b.publishedAt <= since)) break;
    cursor = page.next ?? undefined;
  } while (cursor);
  return out;
}

/** Access pattern (subscribers): a published briefing by slug with its text, the read counted; other posts 404. */
export async function readPublishedBriefing(slug: string): Promise<PublicPost> {
  const post = await findPublished(slug, BRIEFINGS_MESSAGES.notFound);
  if (!post.briefing) throw new NotFoundError(BRIEFINGS_MESSAGES.notFound);
  return counted(post, post.content);
}
