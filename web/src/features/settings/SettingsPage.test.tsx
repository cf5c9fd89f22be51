import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { changePasswordMessage, signOutEverywhereMessage } from './messages';
import { SettingsPage } from './SettingsPage';

const routes = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/sign-in', element: <p>Sign-in page</p> },
];

/** The user pool's API as the local stack's proxy serves it; answers by X-Amz-Target. */
function cognito(answers: Record<string, () => Response>) {
  const api = workspaceApi();
  const targets: string[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (!url.startsWith('http://localhost:3000/cognito/')) return api(url, init);
    const headers = new Headers(init?.headers);
    const target = (headers.get('x-amz-target') ?? '').replace('AWSCognitoIdentityProviderService.', '');
    targets.push(target);
    return answers[target]?.() ?? jsonResponse({ __type: 'UnexpectedCall', message: target }, 400);
  });
  return { fetchMock, targets };
}

const cognitoError = (type: string) =>
  new Response(JSON.stringify({ __type: type, message: 'raw SDK text' }), {
    status: 400,
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type },
  });

async function fillPasswords(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('/settings', () => {
  it('checks the new password against the policy and the confirmation before calling Cognito', async () => {
    const { targets } = cognito({});
    renderRoutes(routes, '/settings');
    await fillPasswords('Old-Password-2026!', 'short', 'other');
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(targets).toEqual([]);
  });

  it('changes the password through Cognito, and says so plainly when the current one is wrong', async () => {
    storeFakeSession();
    let answer = () => cognitoError('NotAuthorizedException');
    const { targets } = cognito({ ChangePassword: () => answer() });
    renderRoutes(routes, '/settings');
    await fillPasswords('Wrong-Password-2026!', 'Babbage-Engine-2027!');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(screen.queryByText('raw SDK text')).not.toBeInTheDocument();

    answer = () => jsonResponse({});
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(targets.filter((t) => t === 'ChangePassword')).toHaveLength(2);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('signs out everywhere with GlobalSignOut, then goes to sign in', async () => {
    storeFakeSession();
    const { targets } = cognito({ GlobalSignOut: () => jsonResponse({}), RevokeToken: () => jsonResponse({}) });
    const { router } = renderRoutes(routes, '/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), { timeout: 5000 });
    expect(targets[0]).toBe('GlobalSignOut');
    expect(Object.keys(window.localStorage).filter((k) => k.endsWith('.idToken'))).toEqual([]);
    expect(await screen.findByText('Signed out everywhere')).toBeInTheDocument();
  });

  it('keeps the user signed in and says so when GlobalSignOut is refused', async () => {
    storeFakeSession();
    cognito({
      GlobalSignOut: () =>
        jsonResponse({ __type: 'CognitoLocal#Unsupported', message: 'Cognito Local unsupported feature' }, 500),
    });
    const { router } = renderRoutes(routes, '/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Signing out of your other devices did not work, so you are still signed in everywhere.',
    );
    expect(router.state.location.pathname).toBe('/settings');
    expect(Object.keys(window.localStorage).filter((k) => k.endsWith('.idToken'))).toHaveLength(1);
  });

  it('creates an API key, shows its secret once with a copy button, lists it and revokes it', async () => {
    storeFakeSession();
    const key = {
      id: 'key-1',
      name: 'CTMS sync',
      prefix: 'cq_AbCdEfGh',
      role: 'auditor',
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: 'u1',
      lastUsedAt: null,
      expiresAt: '2026-12-31T23:59:59.000Z',
      revokedAt: null,
    };
    const secret = `cq_AbCdEfGh${'x'.repeat(24)}`;
    let listed: unknown[] = [];
    const sent: unknown[] = [];
    stubFetch(
      workspaceApi({
        'GET /api/api-keys': () => listed,
        'POST /api/api-keys': (init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          listed = [key];
          return jsonResponse({ ...key, secret }, 201);
        },
        'DELETE /api/api-keys/key-1': () => {
          listed = [{ ...key, revokedAt: '2026-11-21T10:00:00.000Z' }];
          return listed[0];
        },
      }),
    );
    renderRoutes(routes, '/settings');
    expect(await screen.findByText('No keys yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Key name'), 'CTMS sync');
    await userEvent.selectOptions(screen.getByLabelText('Acts as'), 'auditor');
    await userEvent.type(screen.getByLabelText('Expires (optional)'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(secret);
    expect(sent).toEqual([{ name: 'CTMS sync', role: 'auditor', expiresAt: '2026-12-31T23:59:59.000Z' }]);
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(await screen.findByText(/cq_AbCdEfGh…/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the key CTMS sync' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('adds a webhook endpoint, shows its secret once, sends a test event, reads its log and deletes it after confirming', async () => {
    storeFakeSession();
    const endpoint = {
      id: 'hook-1',
      url: 'https://ctms.example.com/hooks',
      events: ['audit.created', 'finding.closed'],
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: 'u1',
    };
    const secret = `whsec_${'y'.repeat(32)}`;
    let listed: unknown[] = [];
    const sent: unknown[] = [];
    const calls: string[] = [];
    stubFetch(
      workspaceApi({
        'GET /api/webhooks': () => listed,
        'POST /api/webhooks': (init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          listed = [endpoint];
          return jsonResponse({ ...endpoint, secret }, 201);
        },
        'POST /api/webhooks/hook-1/test': () => {
          calls.push('test');
          return jsonResponse({ eventId: 'evt_1' }, 202);
        },
        'GET /api/webhooks/hook-1/deliveries': [
          {
            eventId: 'evt_1',
            type: 'ping',
            attempt: 1,
            at: '2026-11-21T10:00:00.000Z',
            statusCode: 200,
            outcome: 'delivered',
            error: null,
          },
        ],
        'DELETE /api/webhooks/hook-1': () => {
          calls.push('delete');
          listed = [];
          return endpoint;
        },
      }),
    );
    renderRoutes(routes, '/settings');
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Endpoint URL'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter the https URL that receives the events')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Endpoint URL'));
    await userEvent.type(screen.getByLabelText('Endpoint URL'), endpoint.url);
    await userEvent.click(screen.getByRole('checkbox', { name: /finding\.closed/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByTestId('new-webhook-secret')).toHaveTextContent(secret);
    expect(sent).toEqual([{ url: endpoint.url, events: ['audit.created', 'finding.closed'] }]);
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(await screen.findByText(endpoint.url)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(calls).toEqual(['test']));
    await userEvent.click(screen.getByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('table', { name: /Delivery attempts/ });
    expect(log).toHaveTextContent('evt_1');
    expect(log).toHaveTextContent('Delivered');

    await userEvent.click(screen.getByRole('button', { name: `Delete the endpoint ${endpoint.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(calls).toEqual(['test']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(calls).toEqual(['test', 'delete']));
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
  });

  it('records a signed trail review: a wrong password is said under the field, then the review is listed', async () => {
    storeFakeSession();
    const today = new Date().toISOString().slice(0, 10);
    const review = {
      id: 'rev-1',
      from: today,
      to: today,
      result: 'issues_found',
      notes: 'Two renames without a reason',
      entries: 12,
      signature: {
        signerId: 'u1',
        printedName: 'Ada Lovelace',
        email: 'ada@example.com',
        meaning: 'Reviewed',
        signedAt: '2026-11-20T10:00:00.000Z',
      },
    };
    let listed: unknown[] = [];
    const sent: unknown[] = [];
    stubFetch(
      workspaceApi({
        'GET /api/trail/reviews': () => listed,
        'POST /api/trail/reviews': (init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as { password: string };
          sent.push(body);
          if (body.password !== 'right-password')
            return jsonResponse(
              { error: 'The password is not correct. The review was not recorded.', code: 'SIGNATURE_REJECTED' },
              403,
            );
          listed = [review];
          return jsonResponse(review, 201);
        },
      }),
    );
    renderRoutes(routes, '/settings');
    expect(await screen.findByText('No trail reviews yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a review' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Result'), 'issues_found');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign review' }));
    expect(await within(dialog).findByText('Describe what was found')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your password to sign')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Two renames without a reason');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign review' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining('The password is not correct. The review was not recorded.'),
      ),
    );
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({
      from: today,
      to: today,
      result: 'issues_found',
      notes: 'Two renames without a reason',
      password: 'right-password',
    });
    expect(await screen.findByText('Two renames without a reason')).toBeInTheDocument();
    expect(screen.getByText(/Reviewed by Ada Lovelace \(ada@example.com\)/)).toHaveTextContent('12 entries');
  });

  it('asks a first-time signer to accept the e-signature statement, and records it before the review', async () => {
    storeFakeSession();
    const calls: string[] = [];
    stubFetch(
      workspaceApi({
        'GET /api/auth/user': userProfile({ signatureStatementAcceptedAt: null }),
        'PATCH /api/auth/user': (init?: RequestInit) => {
          calls.push(`accept ${String(init?.body)}`);
          return userProfile({ signatureStatementAcceptedAt: '2026-11-26T10:00:00.000Z', version: 2 });
        },
        'POST /api/trail/reviews': () => {
          calls.push('review');
          return jsonResponse({ error: 'stop here' }, 500);
        },
      }),
    );
    renderRoutes(routes, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Record a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a review' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign review' }));
    expect(await within(dialog).findByText('Accept the statement to sign.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /legally binding equivalent/ }));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign review' }));
    await waitFor(() => expect(calls).toEqual(['accept {"version":1,"acceptSignatureStatement":true}', 'review']));
  });

  it('maps Cognito errors by name only', () => {
    expect(changePasswordMessage({ name: 'LimitExceededException', message: 'x' })).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(changePasswordMessage(new Error('Cognito Local unsupported'))).toBe(
      'Your password could not be changed. Please try again.',
    );
    expect(signOutEverywhereMessage({ name: 'NotAuthorizedException' })).toBe(
      'Your session has ended. Sign in again, then sign out everywhere.',
    );
  });
});
