import { describe, expect, it } from 'vitest';
import {
  countWords,
  formatBytes,
  joinTags,
  readTimeMinutes,
  SLUG_FALLBACK,
  SLUG_MAX,
  SLUG_PATTERN,
  slugCandidate,
  slugify,
  splitTags,
} from './rules';
import { mediaUploadStartSchema, MEDIA_MESSAGES, POST_MESSAGES, postInputSchema, postUpdateSchema } from './schemas';
import { fieldErrors } from '../schemas/common';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('read time', () => {
  it('counts words, not Markdown punctuation', () => {
    expect(countWords('# Title\n\n- **bold** item, [a link](https://example.com/x) <https://x.org/a>\n')).toBe(5);
    expect(countWords("Sponsor's CAPA — done.")).toBe(3);
    expect(countWords('   \n * - #')).toBe(0);
  });

  it('is max(1, ceil(words / 200))', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(words(1))).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(401))).toBe(3);
    expect(readTimeMinutes(words(1999))).toBe(10);
  });
});

describe('slugs', () => {
  it('folds a title to lower-case words joined by hyphens', () => {
    expect(slugify('ICH E6(R3): What Changes?')).toBe('ich-e6-r3-what-changes');
    expect(slugify('  Écoles & Clinics — Ça va  ')).toBe('ecoles-and-clinics-ca-va');
    expect(slugify("The Sponsor's CAPA")).toBe('the-sponsors-capa');
    expect(slugify('🚀 !!!')).toBe(SLUG_FALLBACK);
  });

  it('keeps slugs within the limit, cut at a hyphen', () => {
    const slug = slugify('Risk based monitoring '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX));
  });

  it('numbers collisions -2, -3, … and stays within the limit', () => {
    expect(slugCandidate('capa', 1)).toBe('capa');
    expect(slugCandidate('capa', 2)).toBe('capa-2');
    expect(slugCandidate('capa', 13)).toBe('capa-13');
    const long = slugify('x'.repeat(SLUG_MAX));
    expect(slugCandidate(long, 2)).toHaveLength(SLUG_MAX);
    expect(slugCandidate(long, 2)).toMatch(/-2$/);
    expect(slugCandidate(long, 2)).toMatch(SLUG_PATTERN);
  });
});

describe('tags', () => {
  it('splits comma text, trims, drops blanks and repeats', () => {
    expect(splitTags(' GCP,  capa , ,GCP, Risk   based ,gcp')).toEqual(['GCP', 'capa', 'Risk based']);
    expect(splitTags('')).toEqual([]);
    expect(joinTags(['GCP', 'CAPA'])).toBe('GCP, CAPA');
  });
});

describe('post schemas', () => {
  it('accepts the editor fields and fills defaults', () => {
    expect(postInputSchema.parse({ title: ' T ', category: 'regulatory', content: 'Body' })).toEqual({
      title: 'T',
      excerpt: '',
      category: 'regulatory',
      content: 'Body',
      published: false,
      briefing: false,
      tags: [],
    });
    expect(
      postInputSchema.safeParse({ title: 'T', category: 'regulatory', content: 'Body', briefing: 'yes' }).error
        ?.issues[0]?.message,
    ).toBe('Briefing must be true or false');
  });

  it('refuses with the shared messages', () => {
    const result = postInputSchema.safeParse({ title: ' ', category: 'blog', content: '', tags: ['x'.repeat(41)] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      title: POST_MESSAGES.titleRequired,
      category: POST_MESSAGES.categoryRequired,
      content: POST_MESSAGES.contentRequired,
      'tags.0': 'Must be at most 40 characters',
    });
    expect(postUpdateSchema.safeParse({ title: 'T', category: 'insights', content: 'c' }).success).toBe(false);
    expect(postInputSchema.safeParse({ title: 'T', category: 'insights', content: 'c', slug: 'mine' }).success).toBe(
      false,
    );
  });

  it('refuses uploads over 5 MB before anything is signed', () => {
    const over = mediaUploadStartSchema.safeParse({ fileName: 'a.png', size: 5 * 1024 * 1024 + 1 });
    expect(fieldErrors(over.error!)).toEqual({ size: MEDIA_MESSAGES.tooLarge });
    expect(mediaUploadStartSchema.safeParse({ fileName: 'a.png', size: 5 * 1024 * 1024 }).success).toBe(true);
    expect(fieldErrors(mediaUploadStartSchema.safeParse({ fileName: 'a.png', size: 0 }).error!)).toEqual({
      size: MEDIA_MESSAGES.empty,
    });
  });

  it('formats sizes', () => {
    expect(formatBytes(12)).toBe('12 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
