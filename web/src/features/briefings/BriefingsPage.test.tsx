import { screen, within } from '@testing-library/react';
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
