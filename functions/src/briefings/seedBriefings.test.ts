import { describe, expect, it } from 'vitest';
import { slugify } from '@cq/shared';
import { postTrail, slugOwner } from '../data/content/contentPosts';
import { callers, invoke, useTestTable } from '../../test/harness';
import { useStripeStandIn } from '../../test/stripeStandIn';
import { SEED_AUTHOR, seedBriefings } from './seedBriefings';
import { SEED_BRIEFINGS } from './seedContent';

useTestTable();
const stripe = useStripeStandIn();

/** A sentence from each seeded body (past its heading): the public API must never carry it. */
const bodyLine = (content: string) => content.split('\n').find((l) => l.length > 80) ?? '';

describe('seeding the Regulatory Briefings', () => {
  it('publishes each briefing once, trailed as the seed, readable by subscribers only', async () => {
    expect(SEED_BRIEFINGS.length).toBeGreaterThanOrEqual(3);
    expect(await seedBriefings()).toBe(SEED_BRIEFINGS.length);
    expect(await seedBriefings()).toBe(0);

    const slugs = SEED_BRIEFINGS.map((b) => slugify(b.title));
    const subscriber = { sub: 'seed-reader', email: 'seed-reader@example.com', givenName: 'Sam', familyName: 'Reader' };
    await stripe.buy(subscriber.email, 'alerts-monthly', '198.51.100.201');
    const list = await invoke('GET', '/api/briefings', { caller: subscriber });
    expect(list.status).toBe(200);
    const listed = list.json as unknown as Array<{ slug: string; briefing: boolean; publishedAt: string }>;
    expect(listed.filter((p) => slugs.includes(p.slug))).toHaveLength(slugs.length);
    for (const post of listed) expect(Date.parse(post.publishedAt)).toBeLessThanOrEqual(Date.now());

    const publicList = JSON.stringify((await invoke('GET', '/api/posts')).json);
    for (const [i, slug] of slugs.entries()) {
      const full = await invoke('GET', `/api/briefings/${slug}`, { caller: subscriber });
      expect(full.json).toMatchObject({ content: SEED_BRIEFINGS[i]!.content, briefing: true });
      const open = JSON.stringify((await invoke('GET', `/api/posts/${slug}`)).json);
      expect(open).not.toContain(bodyLine(SEED_BRIEFINGS[i]!.content));
      expect(publicList).not.toContain(bodyLine(SEED_BRIEFINGS[i]!.content));
      const trail = await postTrail((await slugOwner(slug))!);
      expect(trail.verified).toBe(true);
      expect(trail.entries[0]).toMatchObject({ actor: SEED_AUTHOR, action: 'create' });
    }
  });

  it('leaves a briefing staff edited as it is', async () => {
    await seedBriefings();
    const id = (await slugOwner(slugify(SEED_BRIEFINGS[0]!.title)))!;
    const read = await invoke('GET', `/api/content-posts/${id}`, { caller: callers.editor });
    const post = read.json as Record<string, unknown>;
    const edit = await invoke('PUT', `/api/content-posts/${id}`, {
      caller: callers.editor,
      body: {
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        content: 'Rewritten by staff.',
        published: true,
        briefing: true,
        tags: post.tags,
        version: post.version,
      },
    });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    expect(await seedBriefings()).toBe(0);
    const after = await invoke('GET', `/api/content-posts/${id}`, { caller: callers.editor });
    expect(after.json).toMatchObject({ content: 'Rewritten by staff.' });
  });

  it('leaves a briefing staff deleted deleted: the seed places each briefing once', async () => {
    await seedBriefings();
    const title = SEED_BRIEFINGS[1]!.title;
    const id = (await slugOwner(slugify(title)))!;
    const removed = await invoke('DELETE', `/api/content-posts/${id}`, { caller: callers.editor });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(await slugOwner(slugify(title))).toBeNull();
    expect(await seedBriefings()).toBe(0);
    expect(await slugOwner(slugify(title))).toBeNull();
    const listed = (await invoke('GET', '/api/content-posts', { caller: callers.editor })).json as Array<{
      title: string;
    }>;
    expect(listed.map((p) => p.title)).not.toContain(title);
  });
});
