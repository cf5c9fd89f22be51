import { Entity } from 'electrodb';
import { MEDIA_TYPES, POST_CATEGORIES } from '@cq/shared/content/rules';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/**
 * A content post (workspace spec §3 content_posts / blog_posts), a regulated record (DESIGN §8): every write is
 * trailed and version-checked. All posts share one partition (`POSTS`), ids are UUIDv7, so the CMS list is one
 * Query, newest first. Only a published post carries the GSI1 keys (the index's `condition`), so the public
 * list is one Query on `POSTS#PUBLISHED` ordered by publishedAt. Edits rewrite the post whole (a put under the
 * version condition), because ElectroDB recomputes a sparse index's keys only from a complete write.
 * The view count lives in its own item (`postViews`), so an edit never overwrites reads counted meanwhile.
 * A published briefing (issue 22) also carries the GSI2 keys: /briefings and the weekly digest Query
 * `POSTS#BRIEFINGS` alone.
 */
export const contentPost = defineEntity(
  'contentPost',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'ContentPost' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          slug: { type: 'string', required: true },
          title: { type: 'string', required: true },
          excerpt: { type: 'string' },
          category: { type: POST_CATEGORIES, required: true },
          content: { type: 'string', required: true },
          tags: { type: 'list', items: { type: 'string' }, required: true },
          published: { type: 'boolean', required: true },
          /** A Regulatory Briefing: full text for subscribers only. Absent on posts written before briefings. */
          briefing: { type: 'boolean' },
          publishedAt: { type: 'string' },
          /**
           * The published index's sort value: publishedAt, or createdAt for a post never published (an index with a
           * condition needs every composite on every write, drafts included; drafts are not in the index anyway).
           */
          feedAt: { type: 'string', required: true },
          readTimeMinutes: { type: 'number', required: true },
          authorId: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
          version: { type: 'number', required: true },
          type: { type: 'string', default: 'ContentPost', readOnly: true },
        },
        indexes: {
          byId: {
            pk: { field: 'PK', composite: [], template: 'POSTS', casing: 'none' },
            sk: { field: 'SK', composite: ['id'], template: 'POST#${id}', casing: 'none' },
          },
          /** Sparse: published posts only, by the time they first went public. */
          published: {
            index: 'GSI1',
            condition: ({ published }) => published === true,
            pk: { field: 'GSI1PK', composite: [], template: 'POSTS#PUBLISHED', casing: 'none' },
            sk: { field: 'GSI1SK', composite: ['feedAt', 'id'], template: '${feedAt}#${id}', casing: 'none' },
          },
          /** Sparse: published briefings only, by the time they first went public. */
          briefings: {
            index: 'GSI2',
            condition: ({ published, briefing }) => published === true && briefing === true,
            pk: { field: 'GSI2PK', composite: [], template: 'POSTS#BRIEFINGS', casing: 'none' },
            sk: { field: 'GSI2SK', composite: ['feedAt', 'id'], template: '${feedAt}#${id}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** How often a published post was read: a counter item beside the posts, moved by one UpdateItem ADD per read. */
export const postViews = defineEntity(
  'postViews',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'PostViews' },
        attributes: {
          postId: { type: 'string', required: true, readOnly: true },
          count: { type: 'number' },
          type: { type: 'string', default: 'PostViews', readOnly: true },
        },
        indexes: {
          byPost: {
            pk: { field: 'PK', composite: [], template: 'POSTS', casing: 'none' },
            sk: { field: 'SK', composite: ['postId'], template: 'VIEWS#${postId}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** One claim per slug, written in the post's own transaction (like the e-mail claim): slugs are unique. */
export const postSlug = defineEntity(
  'postSlug',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'PostSlug' },
        attributes: {
          slug: { type: 'string', required: true, readOnly: true },
          postId: { type: 'string', required: true },
          type: { type: 'string', default: 'PostSlug', readOnly: true },
        },
        indexes: {
          bySlug: {
            pk: { field: 'PK', composite: ['slug'], template: 'POSTSLUG#${slug}', casing: 'none' },
            sk: { field: 'SK', composite: [], template: 'CLAIM', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/** An image of the media library (workspace spec §3 media_library), published after its content was checked. */
export const mediaItem = defineEntity(
  'mediaItem',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'MediaItem' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          fileName: { type: 'string', required: true, readOnly: true },
          originalName: { type: 'string', required: true, readOnly: true },
          mimeType: { type: MEDIA_TYPES, required: true, readOnly: true },
          size: { type: 'number', required: true, readOnly: true },
          url: { type: 'string', required: true, readOnly: true },
          alt: { type: 'string' },
          caption: { type: 'string' },
          sanitized: { type: 'boolean', required: true, readOnly: true },
          uploadedBy: { type: 'string', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
          version: { type: 'number', required: true },
          type: { type: 'string', default: 'MediaItem', readOnly: true },
        },
        indexes: {
          byId: {
            pk: { field: 'PK', composite: [], template: 'MEDIA', casing: 'none' },
            sk: { field: 'SK', composite: ['id'], template: 'ITEM#${id}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);

/**
 * An upload in progress: who started it, the size signed into its URL and the details typed with it. Expires
 * (TTL, and reads check `expiresAt`) when its URL does, plus a margin to complete it.
 */
export const mediaUpload = defineEntity(
  'mediaUpload',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'MediaUpload' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          originalName: { type: 'string', required: true },
          size: { type: 'number', required: true },
          alt: { type: 'string' },
          caption: { type: 'string' },
          uploadedBy: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
          type: { type: 'string', default: 'MediaUpload', readOnly: true },
        },
        indexes: {
          byId: {
            pk: { field: 'PK', composite: [], template: 'MEDIA', casing: 'none' },
            sk: { field: 'SK', composite: ['id'], template: 'UPLOAD#${id}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
