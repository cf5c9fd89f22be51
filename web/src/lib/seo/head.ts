import type { PageHandle } from './pageHandle';

/** The shipped 1200x630 link-preview image (web/public). */
export const OG_IMAGE_PATH = '/og-image.jpg';

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  robots: string | null;
  meta: { attr: 'name' | 'property'; key: string; content: string }[];
}

/** Everything the head should say for one page: pure, so it is unit-tested without a browser. */
export function headTags(handle: PageHandle, opts: { siteUrl: string; pathname: string; brandName: string }): HeadTags {
  const base = opts.siteUrl.replace(/\/+$/, '');
  const path = handle.canonicalPath ?? opts.pathname;
  const canonical = base + (path === '/' ? '/' : path.replace(/\/+$/, ''));
  const title = `${handle.title} | ${opts.brandName}`;
  const image = base + OG_IMAGE_PATH;
  return {
    title,
    description: handle.description,
    canonical,
    robots: handle.noindex ? 'noindex, nofollow' : null,
    meta: [
      { attr: 'name', key: 'description', content: handle.description },
      { attr: 'property', key: 'og:title', content: title },
      { attr: 'property', key: 'og:description', content: handle.description },
      { attr: 'property', key: 'og:url', content: canonical },
      { attr: 'property', key: 'og:type', content: handle.ogType ?? 'website' },
      { attr: 'property', key: 'og:site_name', content: opts.brandName },
      { attr: 'property', key: 'og:image', content: image },
      { attr: 'property', key: 'og:image:width', content: '1200' },
      { attr: 'property', key: 'og:image:height', content: '630' },
      { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
      { attr: 'name', key: 'twitter:title', content: title },
      { attr: 'name', key: 'twitter:description', content: handle.description },
      { attr: 'name', key: 'twitter:image', content: image },
    ],
  };
}

function upsertMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/**
 * Writes the tags into document.head, updating the defaults from index.html in place. `title: false`
 * leaves document.title alone (a page may have set a dynamic one).
 */
export function applyHead(tags: HeadTags, { title = true }: { title?: boolean } = {}): void {
  if (title) document.title = tags.title;
  for (const m of tags.meta) upsertMeta(m.attr, m.key, m.content);
  upsertMeta('name', 'robots', tags.robots);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = tags.canonical;
}
