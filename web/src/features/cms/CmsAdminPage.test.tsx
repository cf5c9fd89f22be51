import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Post, PostSummary } from '@cq/shared/content/schemas';
import { callsTo, jsonResponse, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { CmsAdminPage } from './CmsAdminPage';

const routes = [{ path: '/cms-admin', element: <CmsAdminPage /> }];
const EDITOR = userProfile({ id: 'editor-1', email: 'editor@clarity.local', role: 'editor', groups: ['editor'] });

const post = (over: Partial<Post> = {}): Post => ({
  id: '0190a1b2-0000-7000-8000-0000000000a1',
  slug: 'capa-that-works',
  title: 'CAPA that works',
  excerpt: 'Four habits.',
  category: 'regulatory',
  content: '## Habits\n\nWrite it down.',
  tags: ['CAPA', 'GCP'],
  published: false,
  briefing: false,
  publishedAt: null,
  readTimeMinutes: 1,
  viewCount: 0,
  authorId: 'editor-1',
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  version: 1,
  ...over,
});

/** What the list carries: the post without its content. */
const summary = (over: Partial<Post> = {}): PostSummary => {
  const { content: _content, ...rest } = post(over);
  return rest;
};

const cmsApi = (answers: Parameters<typeof workspaceApi>[0] = {}) =>
  workspaceApi({ 'GET /api/auth/user': EDITOR, 'GET /api/content-posts': [], 'GET /api/media': [], ...answers });

describe('/cms-admin', { timeout: 15_000 }, () => {
  it('logged out: the spec text and Sign In, and no CMS call', async () => {
    const fetchMock = stubFetch(cmsApi());
    renderRoutes(routes, '/cms-admin');
    expect(await screen.findByText('Access Restricted - Please log in to access the CMS.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?next=%2Fcms-admin');
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('content-posts'))).toEqual([]);
  });

  it('a signed-in user outside the editor and admin groups is denied', async () => {
    storeFakeSession();
    stubFetch(cmsApi({ 'GET /api/auth/user': userProfile() }));
    renderRoutes(routes, '/cms-admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access Denied: Editor or admin privileges are required to use the CMS.',
    );
  });

  it('lists posts with badge, category label and created date; Analytics counts from the data', async () => {
    storeFakeSession();
    stubFetch(
      cmsApi({
        'GET /api/content-posts': [
          post({
            id: 'p2',
            title: 'Published one',
            published: true,
            publishedAt: '2026-11-04T10:00:00.000Z',
            viewCount: 7,
            category: 'case-studies',
          }),
          post(),
        ],
      }),
    );
    renderRoutes(routes, '/cms-admin');
    const row = (await screen.findByRole('heading', { name: 'CAPA that works' })).closest('li')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Regulatory Updates')).toBeInTheDocument();
    expect(within(row).getByText('Nov 03, 2026')).toBeInTheDocument();
    const other = screen.getByRole('heading', { name: 'Published one' }).closest('li')!;
    expect(within(other).getByText('Published')).toBeInTheDocument();
    expect(within(other).getByText('Case Studies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');

    await userEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('Total posts')).toBe('2');
    expect(figure('Published')).toBe('1');
    expect(figure('Drafts')).toBe('1');
    expect(figure('Total views')).toBe('7');
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByText(/coming soon/)).toBeInTheDocument();
  });

  it('creates a post with tags split from the comma text: the success toast', async () => {
    storeFakeSession();
    const fetchMock = stubFetch(cmsApi({ 'POST /api/content-posts': post({ title: 'New one' }) }));
    renderRoutes(routes, '/cms-admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New Post' }));
    await userEvent.type(screen.getByLabelText('Title'), 'New one');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'best-practices');
    await userEvent.type(screen.getByLabelText('Content (Markdown)'), 'Body');
    await userEvent.type(screen.getByLabelText('Tags'), ' GCP, capa ,, GCP');
    await userEvent.click(screen.getByLabelText('Published'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/content-posts').find((c) => c.init.method === 'POST')?.body).toEqual({
      title: 'New one',
      excerpt: '',
      category: 'best-practices',
      content: 'Body',
      published: true,
      briefing: false,
      tags: ['GCP', 'capa'],
    });
  });

  it('marks a post as a Regulatory Briefing (subscribers only), and the list says which posts are', async () => {
    storeFakeSession();
    const fetchMock = stubFetch(
      cmsApi({
        'GET /api/content-posts': [summary({ briefing: true })],
        'POST /api/content-posts': post({ title: 'FDA update', briefing: true }),
      }),
    );
    renderRoutes(routes, '/cms-admin');
    const listed = (await screen.findByRole('heading', { name: 'CAPA that works' })).closest('li')!;
    expect(within(listed).getByText('Briefing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Post' }));
    await userEvent.type(screen.getByLabelText('Title'), 'FDA update');
    await userEvent.type(screen.getByLabelText('Content (Markdown)'), 'Only for subscribers');
    const briefing = screen.getByRole('checkbox', { name: 'Regulatory Briefing' });
    expect(briefing).toHaveAccessibleDescription(
      'Subscribers read the full text; everyone else sees the title and excerpt and a subscribe prompt.',
    );
    await userEvent.click(briefing);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/content-posts').find((c) => c.init.method === 'POST')?.body).toMatchObject({
      title: 'FDA update',
      briefing: true,
    });
  });

  it('shows the field messages without calling the API, and the failure toasts when the API refuses', async () => {
    storeFakeSession();
    const fetchMock = stubFetch(
      cmsApi({
        'GET /api/content-posts': [summary()],
        'GET /api/content-posts/0190a1b2-0000-7000-8000-0000000000a1': post(),
        'PUT /api/content-posts/0190a1b2-0000-7000-8000-0000000000a1': jsonResponse(
          { error: 'This record was changed by someone else. Reload and try again.', code: 'STALE_VERSION' },
          409,
        ),
        'DELETE /api/content-posts/0190a1b2-0000-7000-8000-0000000000a1': jsonResponse({ error: 'Boom' }, 500),
      }),
    );
    renderRoutes(routes, '/cms-admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New Post' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/content-posts').filter((c) => c.init.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    // The list has no content: the editor opens with the post read whole.
    expect(await screen.findByLabelText('Tags')).toHaveValue('CAPA, GCP');
    expect(screen.getByLabelText('Content (Markdown)')).toHaveValue('## Habits\n\nWrite it down.');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update post')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(within(dialog).getByText('Are you sure you want to delete this post?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('Failed to delete post')).toBeInTheDocument());
  });
});
