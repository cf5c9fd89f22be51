import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeFakeSession, stubFetch } from '@/test/browser';
import { briefingPost, briefingsRefusal, expectBriefingsPrompt } from '@/test/briefings';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { PostPage } from './PostPage';

const routes = [{ path: '/insights/:slug', element: <PostPage /> }];
const SLOW = { timeout: 5000 }; // the first call with a stored session loads the auth SDK for the token

describe('a briefing on /insights/{slug}', () => {
  // The public answer never carries a briefing's text (the API's rule): the page must not need it.
  const publicAnswer = { 'GET /api/posts/fda-dct-guidance': briefingPost({ content: '' }) };

  it('shows a visitor the excerpt and the subscribe prompt, and asks no subscriber API', async () => {
    const fetchMock = stubFetch(workspaceApi(publicAnswer));
    renderRoutes(routes, '/insights/fda-dct-guidance');
    expect(await screen.findByRole('heading', { name: 'FDA finalises DCT guidance' })).toBeInTheDocument();
    expect(screen.getByText('What changes for sponsors and sites.')).toBeInTheDocument();
    expect(screen.getByText('Regulatory Briefing · subscribers')).toBeInTheDocument();
    await expectBriefingsPrompt();
    expect(screen.getByText(/Subscribed already\? Sign in/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/briefings'))).toBe(false);
  });

  it('gives a subscriber the full text from the subscribers’ API', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ ...publicAnswer, 'GET /api/briefings/fda-dct-guidance': briefingPost() }));
    renderRoutes(routes, '/insights/fda-dct-guidance');
    expect(await screen.findByText('Re-map the decentralised elements.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('This needs the Regulatory Briefings subscription')).not.toBeInTheDocument();
  });

  it('shows a signed-in non-subscriber the prompt', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ ...publicAnswer, 'GET /api/briefings/fda-dct-guidance': briefingsRefusal }));
    renderRoutes(routes, '/insights/fda-dct-guidance');
    // The signed-in wording, once the server has refused.
    expect(await screen.findByText(/If you bought it with another e-mail address/, {}, SLOW)).toBeInTheDocument();
    await expectBriefingsPrompt();
  });
});
