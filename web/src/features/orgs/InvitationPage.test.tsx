import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memberCapMessage, ORG_MESSAGES } from '@cq/shared/orgs/rules';
import { ProtectedRoute } from '@/features/session';
import { currentWorkspaceId, setWorkspaceId } from '@/lib/workspace';
import { callsTo, stubFetch, stubLocation, storeFakeSession } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { InvitationPage } from './InvitationPage';
import { membership, ORG_ID, refusal } from './testData';

const TOKEN = `${ORG_ID}.inv1.s3cr3t`;
const routes = [
  { element: <ProtectedRoute />, children: [{ path: '/invitations/:token', element: <InvitationPage /> }] },
  { path: '/dashboard', element: <p>Dashboard page</p> },
  { path: '/sign-in', element: <p>Sign-in page</p> },
];

afterEach(() => setWorkspaceId(null));

/** The invitation behind TOKEN, sent to the signed-in user's address (ada@example.com) unless overridden. */
const preview = (overrides: Record<string, unknown> = {}) => ({
  orgName: 'Acme Clinical',
  role: 'reviewer',
  email: 'Ada@Example.com',
  expiresAt: '2026-11-09T10:00:00.000Z',
  ...overrides,
});

function withAnswer(answer: () => Response | unknown, previewAnswer: () => Response | unknown = () => preview()) {
  storeFakeSession();
  return stubFetch(
    workspaceApi({
      'POST /api/invitations/preview': previewAnswer,
      'POST /api/invitations/accept': answer,
      'GET /api/orgs': [membership()],
    }),
  );
}

describe('/invitations/:token', { timeout: 20_000 }, () => {
  it('accepts, switches to the organisation and lands on its dashboard with a toast', async () => {
    const fetchMock = withAnswer(() => ({ orgId: ORG_ID, orgName: 'Acme Clinical', role: 'reviewer' }));
    const { router } = renderRoutes(routes, `/invitations/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join an organisation' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    // The preview says whose organisation, which role, for which address and until when, above Accept.
    const invited = screen.getByText(
      (_, el) => el?.tagName === 'P' && /^Acme Clinical invited/.test(el.textContent ?? ''),
    );
    expect(invited).toHaveTextContent(
      'Acme Clinical invited Ada@Example.com to join as Reviewer. The link expires on Nov 09, 2026.',
    );
    expect(callsTo(fetchMock, '/api/invitations/preview')[0]?.body).toEqual({ token: TOKEN });
    expect(callsTo(fetchMock, '/api/invitations/accept')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo(fetchMock, '/api/invitations/accept')[0]?.body).toEqual({ token: TOKEN });
    expect(currentWorkspaceId()).toBe(ORG_ID);
    expect(await screen.findByText('You joined Acme Clinical as Reviewer')).toBeInTheDocument();
    // The used link is replaced in the history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    [403, ORG_MESSAGES.invitationWrongEmail, 'This invitation cannot be accepted here'],
    [410, ORG_MESSAGES.invitationExpired, 'This invitation can no longer be used'],
    [410, ORG_MESSAGES.invitationUsed, 'This invitation can no longer be used'],
    [404, ORG_MESSAGES.invitationNotFound, 'This invitation link does not work'],
    [409, ORG_MESSAGES.alreadyMember, 'You are already a member'],
  ])('on %i shows the API’s message and a way back', async (status, message, heading) => {
    withAnswer(() => refusal(status, message));
    const { router } = renderRoutes(routes, `/invitations/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(currentWorkspaceId()).toBeNull();
    if (status === 403) {
      expect(screen.getByText('You are signed in as ada@example.com.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('on the wrong address signs this account out and opens sign-in, coming back to the link', async () => {
    withAnswer(() => refusal(403, ORG_MESSAGES.invitationWrongEmail));
    setWorkspaceId(ORG_ID);
    const { router } = renderRoutes(routes, `/invitations/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with another account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`/invitations/${TOKEN}`)}`);
    expect(Object.keys(window.localStorage).filter((k) => k.endsWith('.idToken'))).toEqual([]);
    expect(currentWorkspaceId()).toBeNull();
  });

  it.each([
    [410, ORG_MESSAGES.invitationExpired, 'This invitation can no longer be used'],
    [404, ORG_MESSAGES.invitationNotFound, 'This invitation link does not work'],
  ])('on a preview %i shows the error at once, with no Accept', async (status, message, heading) => {
    const fetchMock = withAnswer(
      () => ({}),
      () => refusal(status, message),
    );
    renderRoutes(routes, `/invitations/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(callsTo(fetchMock, '/api/invitations/accept')).toEqual([]);
  });

  it('says before Accept that the invitation is for another address, and offers another account', async () => {
    const fetchMock = withAnswer(
      () => ({}),
      () => preview({ email: 'katherine@example.com' }),
    );
    const { router } = renderRoutes(routes, `/invitations/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be accepted here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ORG_MESSAGES.invitationWrongEmail);
    expect(
      screen.getByText('You are signed in as ada@example.com. The invitation was sent to katherine@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(callsTo(fetchMock, '/api/invitations/accept')).toEqual([]);
  });

  it('shows the cap message when the organisation filled up since the invitation was sent', async () => {
    withAnswer(() => refusal(403, memberCapMessage(3)));
    renderRoutes(routes, `/invitations/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(memberCapMessage(3));
  });

  it('keeps the invitation on the page after a network failure, to try again', async () => {
    storeFakeSession();
    const api = workspaceApi({ 'POST /api/invitations/preview': preview() });
    stubFetch((url, init) =>
      url === '/api/invitations/accept' ? Promise.reject(new TypeError('offline')) : api(url, init),
    );
    renderRoutes(routes, `/invitations/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
  });

  it('sends a signed-out visitor to sign in, coming back to this link afterwards', async () => {
    const { assign } = stubLocation(`http://localhost:3000/invitations/${TOKEN}`);
    stubFetch(workspaceApi());
    renderRoutes(routes, `/invitations/${TOKEN}`);
    await waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 8000 });
    expect(assign).toHaveBeenCalledWith(`/api/login?next=${encodeURIComponent(`/invitations/${TOKEN}`)}`);
  });
});
