import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { badge, workspaceApi } from '@/test/workspace';
import { ProfilePage } from './ProfilePage';

const routes = [{ path: '/profile', element: <ProfilePage /> }];
const SLOW = { timeout: 5000 }; // the first call with a stored session loads the auth SDK for the token

describe('/profile', () => {
  it('shows names, e-mail, progress and every badge, and saves the names with the version read', async () => {
    storeFakeSession();
    let profile = userProfile({ xpPoints: 3600, level: 2, streak: 4, version: 3 });
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/auth/user': () => profile,
        'PATCH /api/auth/user': (init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as { firstName: string; lastName: string };
          profile = { ...profile, ...body, version: profile.version + 1 };
          return profile;
        },
        'GET /api/badges': [1, 2, 3, 4].map((n) => badge(n)),
      }),
    );
    renderRoutes(routes, '/profile');
    const first = await screen.findByRole('textbox', { name: 'First name' }, SLOW);
    expect(first).toHaveValue('Ada');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('aria-readonly', 'true');
    expect(email).toHaveAccessibleDescription('Your sign-in e-mail; it cannot be changed here.');
    expect(screen.getByText('Level 2')).toBeInTheDocument();
    expect(screen.getByText('4 day streak')).toBeInTheDocument();
    expect(await screen.findByText('Badge 4')).toBeInTheDocument();

    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await userEvent.type(first, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/user').find((c) => c.init.method === 'PATCH')!.body).toEqual({
      version: 3,
      firstName: 'Augusta',
      lastName: 'Lovelace',
    });
  });

  it('says the profile changed elsewhere on a 409 and reloads it', async () => {
    storeFakeSession();
    let profile = userProfile({ version: 1 });
    stubFetch(
      workspaceApi({
        'GET /api/auth/user': () => profile,
        'PATCH /api/auth/user': () => {
          profile = userProfile({ firstName: 'Countess', version: 2 });
          return jsonResponse({ error: 'This record was changed by someone else. Reload and try again.' }, 409);
        },
      }),
    );
    renderRoutes(routes, '/profile');
    const last = await screen.findByRole('textbox', { name: 'Last name' }, SLOW);
    await userEvent.type(last, '-King');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile was changed elsewhere since this page loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Countess'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
