import * as z from '../schemas/z';
import { boundedText, requiredText } from '../schemas/common';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, POST_CATEGORIES, SLUG_PATTERN } from './rules';

/** The CMS's texts: the spec's toasts (§8) and the messages the editor and the API share. */
export const POST_MESSAGES = {
  created: 'Post created successfully!',
  updated: 'Post updated successfully!',
  deleted: 'Post deleted successfully!',
  createFailed: 'Failed to create post',
  updateFailed: 'Failed to update post',
  deleteFailed: 'Failed to delete post',
  deleteConfirm: 'Are you sure you want to delete this post?',
  loggedOut: 'Access Restricted - Please log in to access the CMS.',
  notEditor: 'Access Denied: Editor or admin privileges are required to use the CMS.',
  notFound: 'Post not found',
  loadFailed: 'The post could not be opened. Please try again.',
  titleRequired: 'Title is required',
  categoryRequired: 'Choose a category',
  contentRequired: 'Content is required',
  tagTooLong: 'Each tag must be at most 40 characters',
  tooManyTags: 'At most 20 tags',
} as const;

export const MEDIA_MESSAGES = {
  tooLarge: 'Images must be 5 MB or smaller.',
  empty: 'The file is empty.',
  notAnImage: 'Only PNG, JPEG, WebP and SVG images can be uploaded.',
  unsafeSvg: 'This SVG could not be made safe (it is not well-formed or holds a document type).',
  notUploaded: 'The file has not been uploaded yet. Try again.',
  uploadNotFound: 'Upload not found or expired. Start the upload again.',
  notFound: 'Image not found',
  uploaded: 'Image uploaded',
  saved: 'Image details saved',
  deleted: 'Image deleted',
  deleteConfirm: 'Are you sure you want to delete this image?',
} as const;

export const POST_TITLE_MAX = 200;
export const POST_EXCERPT_MAX = 500;
/** Characters of Markdown; the API's 64 KB body cap is the hard limit on top. */
export const POST_CONTENT_MAX = 50_000;
export const POST_TAG_MAX = 40;
export const POST_TAGS_MAX = 20;

const version = z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required'));

/** The editor's fields (spec §2 /cms-admin), for `POST /api/content-posts` and, with `version`, `PUT`. */
const postFields = {
  title: requiredText(POST_TITLE_MAX, POST_MESSAGES.titleRequired),
  excerpt: z._default(boundedText(POST_EXCERPT_MAX), ''),
  category: z.enum(POST_CATEGORIES, { error: POST_MESSAGES.categoryRequired }),
  content: requiredText(POST_CONTENT_MAX, POST_MESSAGES.contentRequired),
  published: z._default(z.boolean({ error: 'Published must be true or false' }), false),
  /** A Regulatory Briefing (issue 22): its full text is for subscribers only; everyone else gets the excerpt. */
  briefing: z._default(z.boolean({ error: 'Briefing must be true or false' }), false),
  tags: z._default(
    z
      .array(
        requiredText(POST_TAG_MAX, 'Tags cannot be blank').check(z.maxLength(POST_TAG_MAX, POST_MESSAGES.tagTooLong)),
        {
          error: 'Tags must be a list',
        },
      )
      .check(z.maxLength(POST_TAGS_MAX, POST_MESSAGES.tooManyTags)),
    [],
  ),
};

export const postInputSchema = z.strictObject(postFields);
export type PostInput = z.input<typeof postInputSchema>;
export type PostFields = z.output<typeof postInputSchema>;

/** `PUT /api/content-posts/{id}`: the whole post as edited, with the version the editor read (stale → 409). */
export const postUpdateSchema = z.strictObject({
  ...postFields,
  version,
  /** Why the change was made: kept in the trail. */
  reason: z.optional(boundedText(500)),
});
export type PostUpdate = z.output<typeof postUpdateSchema>;

/**
 * A post as the CMS sees it. `slug` is made by the server from the title (unique: a collision gets -2, -3, …)
 * and stays once the post has been public; `publishedAt` is when it first went public, kept when it is
 * unpublished and republished, so its date and place in the list stay put; null until then.
 */
export const postSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(POST_CATEGORIES),
  content: z.string(),
  tags: z.array(z.string()),
  published: z.boolean(),
  briefing: z.boolean(),
  publishedAt: z.nullable(z.string()),
  readTimeMinutes: z.int(),
  viewCount: z.int(),
  authorId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type Post = z.infer<typeof postSchema>;

/** A post in the CMS list: everything but the content, so the list stays small however long posts grow. */
export const postSummarySchema = z.omit(postSchema, { content: true });
export type PostSummary = z.infer<typeof postSummarySchema>;

/**
 * A published post in the public list: no content (the list stays small), no author id. `briefing` marks a
 * Regulatory Briefing: the page shows its excerpt and the subscribe prompt, or, to a subscriber, the full text
 * from `GET /api/briefings/{slug}`.
 */
export const publicPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(POST_CATEGORIES),
  briefing: z.boolean(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  updatedAt: z.string(),
  readTimeMinutes: z.int(),
});
export type PublicPostSummary = z.infer<typeof publicPostSummarySchema>;

/**
 * One published post, read by slug (the read is counted). A briefing's `content` is empty here: the public API
 * never carries a briefing's text (the prerendered pages are made from this answer); subscribers read it from
 * `GET /api/briefings/{slug}`, in this same shape.
 */
export const publicPostSchema = z.extend(publicPostSummarySchema, { content: z.string(), viewCount: z.int() });
export type PublicPost = z.infer<typeof publicPostSchema>;

export const slugParamsSchema = z.strictObject({
  slug: z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(SLUG_PATTERN, 'Not a post address')),
});

/* ───────────────────────────── media ───────────────────────────── */

const alt = boundedText(300);
const caption = boundedText(500);

/**
 * `POST /api/media/uploads`: starts an upload. The size is signed into the upload URL (the store refuses any
 * other length); the name is kept only as `originalName`: what the file is comes from its bytes.
 */
export const mediaUploadStartSchema = z.strictObject({
  fileName: requiredText(255, 'File name is required'),
  size: z
    .number({ error: 'Size is required' })
    .check(z.int('Size is required'), z.gte(1, MEDIA_MESSAGES.empty), z.lte(MEDIA_MAX_BYTES, MEDIA_MESSAGES.tooLarge)),
  alt: z._default(alt, ''),
  caption: z._default(caption, ''),
});
export type MediaUploadStart = z.input<typeof mediaUploadStartSchema>;

/** Where to send the bytes: a presigned S3 URL in the cloud, the local server's upload path locally. */
export const mediaUploadTicketSchema = z.object({
  id: z.string(),
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type MediaUploadTicket = z.infer<typeof mediaUploadTicketSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  /** The stored name (`<id>.<ext>`, the extension from the detected type). */
  fileName: z.string(),
  originalName: z.string(),
  mimeType: z.enum(MEDIA_TYPES),
  size: z.int(),
  /** Site path the image is served from (`/uploads/<fileName>`). */
  url: z.string(),
  alt: z.string(),
  caption: z.string(),
  /** Set when an SVG was cleaned (scripts, event handlers, external references removed). */
  sanitized: z.boolean(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaUpdateSchema = z.strictObject({ version, alt, caption });
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;
