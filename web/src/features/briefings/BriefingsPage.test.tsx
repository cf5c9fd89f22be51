import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicPost } from '@cq/shared/content/schemas';
import { PostPage } from '@/features/insights/PostPage';
import { jsonResponse, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { BriefingPage } from './BriefingPage';
import { BriefingsPage } from './BriefingsPage';

const routes = [
  { path: '/briefings', element: <BriefingsPage /> },
  { path: '/briefings/:slug', element: <BriefingPage /> },
  { path: '/insights/:slug', element: <PostPage /> },
];
const SLOW = { timeout: 5000 }; // the first call with a stored session loads the auth SDK for the token

const briefing = (over: Partial<PublicPost> = {}): PublicPost => ({
  id: '0190a1b2-0000-7000-8000-0000000000b1',
  slug: 'fda-dct-guidance',
  title: 'FDA finalises DCT guidance',
  excerpt: 'What changes for sponsors and sites.',
  category: 'regulatory',
  briefing: true,
  tags: ['FDA'],
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  readTimeMinutes: 3,
  content: '## What changed\n\nRe-map the decentralised elements.',
  viewCount: 4,
  ...over,
});
const { content: _content, viewCount: _views, ...summary } = briefing();
/** The server's refusal (a new Response each time: a body is read once). */
const REFUSED = () =>
  jsonResponse(
    { error: 'This needs the Regulatory Briefings subscription', code: 'SUBSCRIPTION_REQUIRED', buyUrl: '/subscriptions' },
    403,
  );

async function expectPrompt() {
  expect(
    await screen.findByRole('heading', { name: 'This needs the Regulatory Briefings subscription' }, SLOW),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subscribe to Regulatory Briefings' })).toHaveAttribute(
    'href',
    '/subscriptions',
  );
}

describe('/briefings', () => {
  it('lists the briefings for a subscriber, each linking to its page', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/briefings': [summary] }));
    renderRoutes(routes, '/briefings');
    const list = await screen.findByRole('list', { name: 'Briefings' }, SLOW);
    expect(within(list).getByRole('link', { name: 'FDA finalises DCT guidance' })).toHaveAttribute(
      'href',
      '/briefings/fda-dct-guidance',
    );
    expect(within(list).getByText('What changes for sponsors and sites.')).toBeInTheDocument();
  });

  it('shows the subscribe prompt when the server refuses', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/briefings': REFUSED }));
    renderRoutes(routes, '/briefings');
    await expectPrompt();
    expect(screen.queryByRole('list', { name: 'Briefings' })).not.toBeInTheDocument();
  });

  it('reads one in full, or says what to buy', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/briefings/fda-dct-guidance': briefing() }));
    const view = renderRoutes(routes, '/briefings/fda-dct-guidance');
    expect(await screen.findByRole('heading', { name: 'What changed' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Re-map the decentralised elements.')).toBeInTheDocument();
    view.unmount();

    stubFetch(workspaceApi({ 'GET /api/briefings/fda-dct-guidance': REFUSED }));
    renderRoutes(routes, '/briefings/fda-dct-guidance');
    await expectPrompt();
    expect(screen.queryByText('Re-map the decentralised elements.')).not.toBeInTheDocument();
  });
});

describe('a briefing on /insights/{slug}', () => {
  // The public answer never carries a briefing's text (the API's rule): the page must not need it.
  const publicAnswer = { 'GET /api/posts/fda-dct-guidance': briefing({ content: '' }) };

  it('shows a visitor the excerpt and the subscribe prompt, and asks no subscriber API', async () => {
    const fetchMock = stubFetch(workspaceApi(publicAnswer));
    renderRoutes(routes, '/insights/fda-dct-guidance');
    expect(await screen.findByRole('heading', { name: 'FDA finalises DCT guidance' })).toBeInTheDocument();
    expect(screen.getByText('What changes for sponsors and sites.')).toBeInTheDocument();
    expect(screen.getByText('Regulatory Briefing · subscribers')).toBeInTheDocument();
    await expectPrompt();
    expect(screen.getByText(/Subscribed already\? Sign in/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/briefings'))).toBe(false);
  });

  it('gives a subscriber the full text from the subscribers’ API', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ ...publicAnswer, 'GET /api/briefings/fda-dct-guidance': briefing() }));
    renderRoutes(routes, '/insights/fda-dct-guidance');
    expect(await screen.findByText('Re-map the decentralised elements.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('This needs the Regulatory Briefings subscription')).not.toBeInTheDocument();
  });

  it('shows a signed-in non-subscriber the prompt', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ ...publicAnswer, 'GET /api/briefings/fda-dct-guidance': REFUSED }));
    renderRoutes(routes, '/insights/fda-dct-guidance');
    // The signed-in wording, once the server has refused.
    expect(await screen.findByText(/If you bought it with another e-mail address/, {}, SLOW)).toBeInTheDocument();
    await expectPrompt();
  });
});
