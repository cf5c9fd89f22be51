/**
 * Content posts (workspace spec §2 /cms-admin, §3 content_posts / blog_posts, §4 Post): the categories, the
 * slug and read-time rules, and the media limits. Used by the CMS editor, the public insights pages and the API.
 */

/** The editor's categories, in the spec's order. */
export const POST_CATEGORIES = ['insights', 'case-studies', 'regulatory', 'best-practices'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/** What the screens call each category (spec: regulatory shows 'Regulatory Updates'). */
export const POST_CATEGORY_LABELS: Record<PostCategory, string> = {
  insights: 'Insights',
  'case-studies': 'Case Studies',
  regulatory: 'Regulatory Updates',
  'best-practices': 'Best Practices',
};

/** Words a reader gets through in a minute: read time = max(1, ceil(words / 200)). */
export const WORDS_PER_MINUTE = 200;

/**
 * Words in a post's Markdown as a reader sees them: runs of letters or digits, so Markdown punctuation (#, *, -)
 * counts for nothing, and link and image addresses are not read.
 */
export function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, '] ').replace(/<?https?:\/\/[^\s>]+>?/g, ' ');
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes to read a post: at least one, then one more for each started 200 words. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

export const SLUG_MAX = 80;
/** The slug of a title with no letters or digits at all (only punctuation or emoji). */
export const SLUG_FALLBACK = 'post';

/**
 * The URL slug a title gives: accents folded to plain letters, lower case, runs of anything else as one
 * hyphen, no leading or trailing hyphen, at most 80 characters (cut at a hyphen when one is near).
 */
export function slugify(title: string): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!plain) return SLUG_FALLBACK;
  if (plain.length <= SLUG_MAX) return plain;
  const cut = plain.slice(0, SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** The n-th candidate for a slug: the base first, then `base-2`, `base-3`, … (kept within the length limit). */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** A slug as the public URL may carry it (what `slugify` makes, or a candidate of it). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Tags typed as comma-separated text: trimmed, blanks dropped, duplicates (any letter case) kept once. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Tags back to the editor's text. */
export const joinTags = (tags: readonly string[]): string => tags.join(', ');

/* ───────────────────────────── media ───────────────────────────── */

/** Image uploads only; each kind is recognised by its content (magic bytes, or a parsed SVG), never by name. */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_EXTENSIONS: Record<MediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};
/** 5 MB. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** How long an upload URL stays valid. */
export const MEDIA_UPLOAD_TTL_SECONDS = 300;

/** "1.4 MB", "320 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
