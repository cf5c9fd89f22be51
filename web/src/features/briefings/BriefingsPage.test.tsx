import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeFakeSession, stubFetch } from '@/test/browser';
import { briefingPost, briefingsRefusal, briefingSummary, expectBriefingsPrompt } from '@/test/briefings';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { BriefingPage } from './BriefingPage';
import { BriefingsPage } from './BriefingsPage';

const routes = [
  { path: '/briefings', element: <BriefingsPage /> },
  { path: '/briefings/:slug', element: <BriefingPage /> },
];
const SLOW = { timeout: 5000 }; // the first call with a stored session loads the auth SDK for the token

describe('/briefings', () => {
  it('lists the briefings for a subscriber, each linking to its page', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/briefings': [briefingSummary()] }));
    renderRoutes(routes, '/briefings');
    const list = await screen.findByRole('list', { name: 'Briefings' }, SLOW);
    expect(within(list).getByRole('link', { name: 'FDA finalises DCT guidance' })).toHaveAttribute(
      'href',
      '/briefings/fda-dct-guidance',
    );
    expect(within(list).getByText('What changes for sponsors and sites.')).toBeInTheDocument();
  });

  it('reads the briefings a page at a time: "Load more briefings" asks for the next page', async () => {
    storeFakeSession();
    const first = { ...briefingSummary(), id: 'p1', slug: 'page-one', title: 'Page one' };
    const second = { ...briefingSummary(), id: 'p2', slug: 'page-two', title: 'Page two' };
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/briefings': (_init: RequestInit | undefined, url: string) =>
          url.includes('cursor=n2')
            ? [second]
            : new Response(JSON.stringify([first]), {
                headers: { 'content-type': 'application/json', 'x-next-cursor': 'n2' },
              }),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/briefings');
    const list = await screen.findByRole('list', { name: 'Briefings' }, SLOW);
    expect(within(list).getByRole('link', { name: 'Page one' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Page two' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more briefings' }));
    expect(await within(list).findByRole('link', { name: 'Page two' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more briefings' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/briefings'))).toEqual([
      '/api/briefings?limit=20',
      '/api/briefings?limit=20&cursor=n2',
    ]);
  });

  it('shows the subscribe prompt when the server refuses', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/briefings': briefingsRefusal }));
    renderRoutes(routes, '/briefings');
    await expectBriefingsPrompt();
    expect(screen.queryByRole('list', { name: 'Briefings' })).not.toBeInTheDocument();
  });

  it('reads one in full, or says what to buy', async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'GET /api/briefings/fda-dct-guidance': briefingPost() }));
    const view = renderRoutes(routes, '/briefings/fda-dct-guidance');
    expect(await screen.findByRole('heading', { name: 'What changed' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Re-map the decentralised elements.')).toBeInTheDocument();
    view.unmount();

    stubFetch(workspaceApi({ 'GET /api/briefings/fda-dct-guidance': briefingsRefusal }));
    renderRoutes(routes, '/briefings/fda-dct-guidance');
    await expectBriefingsPrompt();
    expect(screen.queryByText('Re-map the decentralised elements.')).not.toBeInTheDocument();
  });
});
