import { describe, expect, it } from 'vitest';
import type { PublicPost } from '@cq/shared/content/schemas';
import { briefingPost } from '@/test/briefings';
import { fillTemplate } from '../prerender';
import { render } from './entry-server';

const SECRET = 'Sponsors should re-map their decentralised elements before March';

const briefing = (content: string): PublicPost => briefingPost({ content });

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** The page file the build writes for a post (web/prerender.ts): markup, head and hydration data. */
async function prerendered(post: PublicPost): Promise<string> {
  const pathname = `/insights/${post.slug}`;
  const page = await render(pathname, 'https://www.example.com', { post });
  expect(page.status).toBe(200);
  return fillTemplate(TEMPLATE, pathname, page.head, page.html, page.queries, page.hydrateOnLoad);
}

describe('a prerendered briefing (issue 22)', () => {
  it('carries the title, the excerpt and the subscribe prompt, never the text', async () => {
    // As the public API answers it (no text) …
    const html = await prerendered(briefing(''));
    expect(html).toContain('FDA finalises DCT guidance');
    expect(html).toContain('What changes for sponsors and sites.');
    expect(html).toContain('This needs the Regulatory Briefings subscription');
    expect(html).toContain('href="/subscriptions"');
    // … and even if a build were handed the text, neither the markup nor the hydration data holds it.
    const leaked = await prerendered(briefing(`## What changed\n\n${SECRET}.`));
    expect(leaked).not.toContain(SECRET);
    expect(leaked).not.toContain('What changed');
    expect(leaked).toContain('This needs the Regulatory Briefings subscription');
  });

  it('still prerenders an ordinary post with its text', async () => {
    const html = await prerendered({ ...briefing(`An open article. ${SECRET}.`), briefing: false });
    expect(html).toContain(SECRET);
    expect(html).not.toContain('This needs the Regulatory Briefings subscription');
  });
});
