import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memberCapMessage, ORG_MESSAGES } from '@cq/shared/orgs/rules';
import type { OrgRole } from '@cq/shared/orgs/roles';
import { currentWorkspaceId, setWorkspaceId } from '@/lib/workspace';
import { callsTo, jsonResponse, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { OrgSettingsPage } from './OrgSettingsPage';
import { invitation, member, members, membership, org, ORG_ID, orgEntry, refusal } from './testData';

const routes = [
  { path: '/org/settings', element: <OrgSettingsPage /> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
];
const BASE = `/api/orgs/${ORG_ID}`;

afterEach(() => setWorkspaceId(null));

/** The signed-in user (u1) in Acme Clinical with `role`; extra answers override the organisation's reads. */
function inOrg(role: OrgRole, answers: Record<string, unknown> = {}) {
  storeFakeSession();
  setWorkspaceId(ORG_ID);
  const list = members().map((m) => (m.userId === 'u1' ? { ...m, role } : m));
  if (role !== 'owner') list.unshift(member('u0', 'owner', { name: 'Olive Owner', email: 'olive@example.com' }));
  return stubFetch(
    workspaceApi({
      'GET /api/orgs': [membership({ role })],
      [`GET ${BASE}`]: org({ role, memberCount: list.length, ownerId: role === 'owner' ? 'u1' : 'u0' }),
      [`GET ${BASE}/members`]: list,
      [`GET ${BASE}/invitations`]: [invitation()],
      [`GET ${BASE}/trail`]: {
        entries: [
          orgEntry(1, { actor: 'u0', action: 'create', after: { name: 'Acme Clinical', ownerId: 'u0' } }),
          orgEntry(2, {
            actor: 'u2',
            action: 'member.join',
            after: { userId: 'u2', email: 'grace@example.com', role: 'auditor' },
          }),
          orgEntry(3, {
            actor: 'u0',
            action: 'member.role',
            before: { userId: 'u9', email: 'gone@example.com', role: 'auditor' },
            after: { userId: 'u9', email: 'gone@example.com', role: 'reviewer' },
            reason: 'Leads the QA review',
          }),
        ],
        verified: true,
        brokenAt: null,
      },
      ...answers,
    }),
  );
}

// Several dialogs and round trips per test: on a busy 2-core CI machine that is more than the default 5 s.
describe('/org/settings', { timeout: 20_000 }, () => {
  it('shows a viewer the organisation, its plan and members read-only: no forms, only Leave', async () => {
    const fetchMock = inOrg('viewer');
    renderRoutes(routes, '/org/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Clinical' })).toBeInTheDocument();
    expect(
      screen.getByText('3 of 3 members, Free plan — the owner can upgrade to Pro for up to 25.'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    // (On a phone 'Member' replaces 'Name' and the other columns go under the name: CSS, not seen here.)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['MemberName', 'E-mail', 'Role', 'Joined']);
    const grace = within(table)
      .getByRole('rowheader', { name: /^Grace Hopper/ })
      .closest('tr')!;
    expect(
      within(grace)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['grace@example.com', 'Auditor', 'Nov 02, 2026']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Leave organisation']);
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    expect(screen.queryByText('Membership trail')).not.toBeInTheDocument();
    // The lists only managers may read are not even asked for.
    expect(callsTo(fetchMock, `${BASE}/invitations`)).toEqual([]);
    expect(callsTo(fetchMock, `${BASE}/trail`)).toEqual([]);
  });

  it('gives an admin the invite form, pending invitations and role changes with a required reason', async () => {
    const fetchMock = inOrg('admin', {
      [`PATCH ${BASE}/members/u2`]: () => member('u2', 'reviewer', { name: 'Grace Hopper' }),
    });
    renderRoutes(routes, '/org/settings');
    const invite = await screen.findByRole('form', { name: 'Invite a member' });
    // An admin hands out every role but owner.
    expect(
      within(within(invite).getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Reviewer', 'Auditor', 'Viewer']);
    expect(await screen.findByText('katherine@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke the invitation of katherine@example.com' })).toBeInTheDocument();

    // The owner's row is the owner's to change.
    const table = screen.getByRole('table');
    const ownerRow = within(table)
      .getByRole('rowheader', { name: /^Olive Owner/ })
      .closest('tr')!;
    expect(within(ownerRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(ownerRow).getByText('Owner only')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Change role of Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Grace Hopper' });
    expect(
      within(within(dialog).getByLabelText('New role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Reviewer', 'Auditor', 'Viewer']);
    await userEvent.selectOptions(within(dialog).getByLabelText('New role'), 'reviewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText(ORG_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, `${BASE}/members/u2`)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Reviews the site audits from now on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `${BASE}/members/u2`)[0]?.body).toEqual({
      role: 'reviewer',
      reason: 'Reviews the site audits from now on',
    });
    expect(await screen.findByText('Grace Hopper is now Reviewer.')).toBeInTheDocument();
  });

  it('shows the API’s cap and conflict messages in the invite form', async () => {
    let answer = () => refusal(403, memberCapMessage(3));
    const fetchMock = inOrg('owner', { [`POST ${BASE}/invitations`]: () => answer() });
    renderRoutes(routes, '/org/settings');
    const invite = await screen.findByRole('form', { name: 'Invite a member' });
    // The owner whose plan the organisation uses is offered the upgrade.
    expect(screen.getByText('2 of 3 members, Free plan — you can upgrade to Pro for up to 25.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscribe');
    // An owner may make another owner.
    expect(within(within(invite).getByLabelText('Role')).getAllByRole('option')).toHaveLength(5);

    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText(ORG_MESSAGES.emailRequired)).toBeInTheDocument();

    await userEvent.type(within(invite).getByLabelText('E-mail'), 'Katherine@Example.com');
    await userEvent.selectOptions(within(invite).getByLabelText('Role'), 'viewer');
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent(memberCapMessage(3));
    expect(callsTo(fetchMock, `${BASE}/invitations`).find((c) => c.init.method === 'POST')?.body).toEqual({
      email: 'katherine@example.com',
      role: 'viewer',
    });

    answer = () => refusal(409, ORG_MESSAGES.alreadyInvited);
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent(ORG_MESSAGES.alreadyInvited);
  });

  it('lists the membership trail with names from the members list, newest first', async () => {
    inOrg('admin');
    renderRoutes(routes, '/org/settings');
    const trail = await screen.findByRole('list', { name: 'Membership changes, newest first' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual([
      'Olive Owner changed the role of gone@example.com from Auditor to Reviewer',
      'Grace Hopper joined as Auditor',
      'Olive Owner created the organisation “Acme Clinical”',
    ]);
    expect(within(trail).getByText('Leads the QA review')).toBeInTheDocument();
    expect(screen.getByText('Trail verified')).toBeInTheDocument();
  });

  it('removes a member after a confirmation and shows the API’s refusal; the only owner has no buttons', async () => {
    let answer: () => Response = () => refusal(409, ORG_MESSAGES.lastOwner);
    inOrg('owner', { [`DELETE ${BASE}/members/u2`]: () => answer() });
    renderRoutes(routes, '/org/settings');
    // The only owner cannot leave or step down: the row says so instead of offering what the API refuses.
    const me = (await screen.findByRole('rowheader', { name: /^Ada Lovelace/ })).closest('tr')!;
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    expect(within(me).getByText('Only owner')).toBeInTheDocument();
    expect(screen.getByText(ORG_MESSAGES.lastOwner)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ORG_MESSAGES.lastOwner);
    answer = () => jsonResponse({ ok: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Grace Hopper is no longer a member of Acme Clinical.')).toBeInTheDocument();
  });

  it('lets any member leave after a confirmation naming the organisation, then opens the dashboard', async () => {
    const fetchMock = inOrg('viewer', { [`DELETE ${BASE}/membership`]: () => jsonResponse({ ok: true }) });
    const { router } = renderRoutes(routes, '/org/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme Clinical?' });
    expect(dialog).toHaveTextContent('You lose access to Acme Clinical’s audits, reports and CAPA at once');
    const readsBefore = callsTo(fetchMock, '/api/orgs').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo(fetchMock, `${BASE}/membership`).map((c) => c.init.method)).toEqual(['DELETE']);
    expect(currentWorkspaceId()).toBeNull();
    expect(await screen.findByText('You left Acme Clinical')).toBeInTheDocument();
    // The memberships are read again (the switcher no longer lists the organisation).
    await waitFor(() => expect(callsTo(fetchMock, '/api/orgs').length).toBeGreaterThan(readsBefore));
  });

  it('shows the API’s refusal in the Leave dialog when the last owner tries to leave', async () => {
    inOrg('owner', { [`DELETE ${BASE}/membership`]: () => refusal(409, ORG_MESSAGES.lastOwner) });
    const { router } = renderRoutes(routes, '/org/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme Clinical?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave organisation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ORG_MESSAGES.lastOwner);
    expect(router.state.location.pathname).toBe('/org/settings');
    expect(currentWorkspaceId()).toBe(ORG_ID);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in the personal workspace says the page is for organisations and offers to create one', async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({
        'GET /api/orgs': [membership({ role: 'auditor' })],
        [`GET ${BASE}`]: org({ role: 'auditor' }),
        [`GET ${BASE}/members`]: members(),
      }),
    );
    renderRoutes(routes, '/org/settings');
    expect(await screen.findByText(/These settings apply to organisations/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New organisation' }));
    expect(await screen.findByRole('dialog', { name: 'New organisation' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Open settings of Acme Clinical' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Clinical' })).toBeInTheDocument();
  });
});
