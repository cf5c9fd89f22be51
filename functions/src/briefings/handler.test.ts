import { describe, expect, it } from 'vitest';
import { subscriptionsOfBuyer } from '../data/billing/billing';
import { postTrail } from '../data/content/contentPosts';
import { stripe as stripeClient } from '../services/billing/client';
import { callers, invoke, useTestTable, type Caller } from '../../test/harness';
import { useStripeStandIn } from '../../test/stripeStandIn';

useTestTable();
const stripe = useStripeStandIn();
const { editor } = callers;

/** A phrase only a briefing's body holds: no answer to a non-subscriber may carry it. */
const SECRET = 'Sponsors should re-map their decentralised elements before March';
const briefingBody = `## What changed\n\nThe guidance was finalised. ${SECRET}.\n\n${'word '.repeat(250).trim()}`;

let n = 0;
const newCaller = (): Caller => {
  n++;
  return { sub: `briefing-user-${n}`, email: `briefed${n}@example.com`, givenName: 'Bea', familyName: 'Reader' };
};
async function buyer(priceId = 'alerts-monthly') {
  const caller = newCaller();
  await stripe.buy(caller.email, priceId, `198.51.100.${n + 140}`);
  return caller;
}

async function createPost(over: Record<string, unknown> = {}) {
  const res = await invoke('POST', '/api/content-posts', {
    caller: editor,
    body: {
      title: `FDA finalises decentralised trials guidance ${n++}`,
      excerpt: 'What the final guidance changes for sponsors and sites.',
      category: 'regulatory',
      content: briefingBody,
      published: true,
      briefing: true,
      tags: ['FDA'],
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; slug: string; version: number; briefing: boolean };
}

const REFUSAL = {
  error: 'This needs the Regulatory Briefings subscription',
  code: 'SUBSCRIPTION_REQUIRED',
  buyUrl: '/subscriptions',
};

describe('marking a post as a briefing (CMS)', () => {
  it('is an editor field, kept on the post and trailed like every other', async () => {
    const made = await createPost({ published: false });
    expect(made.briefing).toBe(true);
    const read = await invoke('GET', `/api/content-posts/${made.id}`, { caller: editor });
    expect(read.json).toMatchObject({ briefing: true, content: briefingBody });
    const list = (await invoke('GET', '/api/content-posts', { caller: editor })).json as unknown as Array<{
      id: string;
      briefing: boolean;
    }>;
    expect(list.find((p) => p.id === made.id)?.briefing).toBe(true);

    const { version, id, slug: _slug, briefing: _b, ...rest } = read.json as Record<string, any>;
    const body = {
      title: rest.title,
      excerpt: rest.excerpt,
      category: rest.category,
      content: rest.content,
      published: false,
      tags: rest.tags,
      briefing: false,
      version,
    };
    const put = await invoke('PUT', `/api/content-posts/${id}`, { caller: editor, body });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const trail = await postTrail(made.id);
    expect(trail.verified).toBe(true);
    expect(trail.entries.at(-1)).toMatchObject({
      action: 'update',
      actor: editor.sub,
      before: { briefing: true },
      after: { briefing: false },
    });
    expect((trail.entries[0]!.after as { briefing: boolean }).briefing).toBe(true);
    // Only staff mark posts.
    const asUser = await invoke('PUT', `/api/content-posts/${id}`, { caller: callers.user, body });
    expect(asUser.status).toBe(403);
  });
});

describe('briefings hidden from non-subscribers', () => {
  it('the public list and page (what the prerender reads) give the excerpt and the flag, never the text', async () => {
    const briefing = await createPost();
    const plain = await createPost({ briefing: false, content: 'An open article for everyone.' });

    const list = await invoke('GET', '/api/posts');
    expect(list.status).toBe(200);
    expect(list.raw.toString()).not.toContain(SECRET);
    const listed = list.json as unknown as Array<{ slug: string; briefing: boolean; excerpt: string }>;
    expect(listed.find((p) => p.slug === briefing.slug)).toMatchObject({
      briefing: true,
      excerpt: 'What the final guidance changes for sponsors and sites.',
    });
    expect(listed.find((p) => p.slug === plain.slug)?.briefing).toBe(false);

    // Signed in or not, subscriber or not: this route knows no caller and never carries the text.
    const subscriber = await buyer();
    for (const caller of [undefined, newCaller(), subscriber]) {
      const page = await invoke('GET', `/api/posts/${briefing.slug}`, caller ? { caller } : {});
      expect(page.status).toBe(200);
      expect(page.json).toMatchObject({ briefing: true, content: '', excerpt: expect.any(String) });
      expect(page.raw.toString()).not.toContain(SECRET);
    }
    expect((await invoke('GET', `/api/posts/${plain.slug}`)).json).toMatchObject({
      briefing: false,
      content: 'An open article for everyone.',
    });
  });

  it('refuses every briefings route to a caller without the subscription (another product, Professional) with the buy link', async () => {
    const briefing = await createPost();
    expect((await invoke('GET', '/api/briefings')).status).toBe(401);
    expect((await invoke('GET', `/api/briefings/${briefing.slug}`)).status).toBe(401);
    const others = [newCaller(), await buyer('sop-monthly'), await buyer('professional-monthly')];
    for (const caller of others)
      for (const path of ['/api/briefings', `/api/briefings/${briefing.slug}`, '/api/briefings/no-such-post']) {
        const res = await invoke('GET', path, { caller });
        expect(res.status, `${caller.email} ${path}`).toBe(403);
        expect(res.json).toEqual(REFUSAL);
        expect(res.raw.toString()).not.toContain(SECRET);
      }
  });
});

describe('briefings for subscribers', () => {
  it('lists the published briefings only and reads one in full (monthly or annual)', async () => {
    const briefing = await createPost();
    const draft = await createPost({ published: false });
    const plain = await createPost({ briefing: false });
    for (const caller of [await buyer('alerts-monthly'), await buyer('alerts-annual')]) {
      const list = await invoke('GET', '/api/briefings', { caller });
      expect(list.status).toBe(200);
      const slugs = (list.json as unknown as Array<{ slug: string; briefing: boolean }>).map((p) => p.slug);
      expect(slugs).toContain(briefing.slug);
      expect(slugs).not.toContain(draft.slug);
      expect(slugs).not.toContain(plain.slug);
      expect(list.raw.toString()).not.toContain(SECRET);

      const read = await invoke('GET', `/api/briefings/${briefing.slug}`, { caller });
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({ slug: briefing.slug, briefing: true, content: briefingBody });
      for (const slug of [draft.slug, plain.slug, 'no-such-post']) {
        const missing = await invoke('GET', `/api/briefings/${slug}`, { caller });
        expect(missing.status, slug).toBe(404);
        expect(missing.json).toEqual({ error: 'Briefing not found' });
      }
    }
  });

  it('pages the briefings newest first with X-Next-Cursor', async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await createPost());
    const caller = await buyer();
    const all = await invoke('GET', '/api/briefings', { caller });
    const slugs = (all.json as unknown as Array<{ slug: string }>).map((p) => p.slug);
    expect(slugs.slice(0, 3)).toEqual(made.map((p) => p.slug).reverse());
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await invoke('GET', '/api/briefings', {
        caller,
        query: { limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      expect((res.json as unknown[]).length).toBeLessThanOrEqual(2);
      paged.push(...(res.json as unknown as Array<{ slug: string }>).map((p) => p.slug));
      cursor = res.headers['x-next-cursor'];
    } while (cursor);
    expect(paged).toEqual(slugs);
  });

  it('keeps access after a cancel until the period ends, then refuses it (the test clock)', async () => {
    const briefing = await createPost();
    const caller = await buyer();
    const [sub] = await subscriptionsOfBuyer(caller.email);
    await (await stripeClient()).subscriptions.update(sub!.subscriptionId, { cancel_at_period_end: true });
    await stripe.settled();
    expect((await subscriptionsOfBuyer(caller.email))[0]).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect((await invoke('GET', `/api/briefings/${briefing.slug}`, { caller })).status).toBe(200);

    await stripe.browser('test/advance-clock', { days: 32 });
    await stripe.settled();
    const after = await invoke('GET', `/api/briefings/${briefing.slug}`, { caller });
    expect(after.status).toBe(403);
    expect(after.json).toEqual(REFUSAL);
    expect(after.raw.toString()).not.toContain(SECRET);
  });
});
