import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, storeFakeSession, stubFetch } from '@/test/browser';
import { controlLook } from '@/test/contrast';
import { expectFocusBackAfterEscape } from '@/test/focus';
import { renderRoutes } from '@/test/render';
import { audit, finding, inOrg, trailEntry, workspaceApi } from '@/test/workspace';
import { AuditDetailPage } from './AuditDetailPage';

const ID = 'a1';
const AUDIT_URL = `/api/audits/${ID}`;
const routes = [
  { path: '/audits/:id', element: <AuditDetailPage /> },
  { path: '/audits', element: <p>Audits list</p> },
];
const verifiedTrail = { entries: [trailEntry(1)], verified: true };

function api(answers: Record<string, unknown> = {}) {
  return workspaceApi({
    [`GET ${AUDIT_URL}`]: audit({ id: ID }),
    [`GET ${AUDIT_URL}/findings`]: [],
    [`GET ${AUDIT_URL}/reports`]: [],
    [`GET ${AUDIT_URL}/trail`]: verifiedTrail,
    [`GET ${AUDIT_URL}/response-requests`]: [],
    ...answers,
  });
}

describe('/audits/{id}', () => {
  it('shows the audit, only the moves its status allows, and the verified trail', async () => {
    storeFakeSession(); // the trail calls the signed-in user's own entries 'you'
    stubFetch(
      api({ [`GET ${AUDIT_URL}`]: audit({ id: ID, status: 'draft', progress: 25, scheduledDate: '2026-12-01' }) }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    // The first call with a stored session loads the auth SDK for the token.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site 104 GCP audit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Dec 01, 2026')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Audit progress' })).toHaveAttribute('aria-valuenow', '25');
    const moves = screen.getByRole('group', { name: 'Move audit' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Schedule', 'Start Audit', 'Cancel Audit']);
    // Every move looks enabled (it is): an edge that stands out from the page, readable text, not faded; starting
    // the audit is the main one, filled.
    for (const move of within(moves).getAllByRole('button')) {
      const look = controlLook(move);
      expect(move).toBeEnabled();
      expect(look.edgeContrast, `${move.textContent} edge ${look.edge}`).toBeGreaterThanOrEqual(3);
      expect(look.textContrast, `${move.textContent} text`).toBeGreaterThanOrEqual(4.5);
      expect(look.faded).toBe(false);
    }
    expect(controlLook(within(moves).getByRole('button', { name: 'Start Audit' })).edge).toBe('#0f4c5c');
    expect(await screen.findByText('Trail verified')).toBeInTheDocument();
    const trail = screen.getByRole('region', { name: 'Audit Trail' });
    expect(within(trail).getByText('Created')).toBeInTheDocument();
    expect(await within(trail).findByText(/by you/)).toBeInTheDocument();
  });

  it('offers no edit and no moves on a final audit, and says why', async () => {
    stubFetch(
      api({
        [`GET ${AUDIT_URL}`]: audit({
          id: ID,
          status: 'completed',
          progress: 100,
          completedDate: '2026-11-20T10:00:00.000Z',
        }),
      }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    expect(
      await screen.findByText(
        'A Completed audit is final and cannot be changed. Its findings are followed up below until each one is closed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Move audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Finding' })).not.toBeInTheDocument();
  });

  it('moves the status with the version read and the reason', async () => {
    let current = audit({ id: ID, status: 'draft' });
    const fetchMock = stubFetch(
      api({
        [`GET ${AUDIT_URL}`]: () => current,
        [`PATCH ${AUDIT_URL}`]: () => {
          current = audit({ id: ID, status: 'in_progress', version: 2 });
          return current;
        },
      }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to In Progress' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Site visit began');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Audit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = callsTo(fetchMock, AUDIT_URL).filter((c) => c.init.method === 'PATCH');
    expect(patch!.body).toEqual({ version: 1, status: 'in_progress', reason: 'Site visit began' });
    expect(await screen.findByRole('button', { name: 'Complete Audit' })).toBeInTheDocument();
  });

  it('lists its report and offers only Cancel: the audit follows its report', async () => {
    const summary = {
      id: 'r1',
      title: 'Site 7 GCP audit',
      type: 'gcp_site_audit',
      status: 'in_progress',
      progress: 40,
      findings: 0,
      riskScore: 0,
      riskLevel: 'Low',
      reviewerId: null,
      authorIds: ['u1'],
      reviewedBy: [],
      answered: 2,
      questions: 5,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      version: 2,
    };
    stubFetch(
      api({ [`GET ${AUDIT_URL}`]: audit({ id: ID, status: 'in_progress' }), [`GET ${AUDIT_URL}/reports`]: [summary] }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    const reports = await screen.findByRole('region', { name: 'Reports' });
    expect(await within(reports).findByRole('link', { name: 'Site 7 GCP audit' })).toHaveAttribute(
      'href',
      '/audit-reports/r1',
    );
    expect(within(reports).getByText(/2 of 5 answered/)).toBeInTheDocument();
    const moves = await screen.findByRole('group', { name: 'Move audit' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel Audit']);
    expect(
      screen.getByText(
        "This audit's status and progress follow its report: they change as the report is answered and approved.",
      ),
    ).toBeInTheDocument();
  });

  it('asks for a date before scheduling an audit that has none', async () => {
    stubFetch(api());
    renderRoutes(routes, `/audits/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Scheduled' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('A scheduled audit needs a scheduled date')).toBeInTheDocument();
  });

  it('asks for the reason in the edit form before a recorded value is changed, and sends nothing without it', async () => {
    const fetchMock = stubFetch(api({ [`GET ${AUDIT_URL}`]: () => audit({ id: ID, title: 'Original title' }) }));
    renderRoutes(routes, `/audits/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for change' });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason for this change'));
    await waitFor(() => expect(reason).toHaveFocus());
    expect(callsTo(fetchMock, AUDIT_URL).filter((c) => c.init.method === 'PATCH')).toEqual([]);
  });

  it('edits against the version read; a 409 says someone else changed it and Reload reads it afresh', async () => {
    let current = audit({ id: ID, title: 'Original title' });
    const fetchMock = stubFetch(
      api({
        [`GET ${AUDIT_URL}`]: () => current,
        [`PATCH ${AUDIT_URL}`]: () => {
          // Someone else saved first.
          current = audit({ id: ID, title: 'Their title', version: 2 });
          return jsonResponse({ error: 'This record was changed by someone else. Reload and try again.' }, 409);
        },
      }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for change' }), 'Typo');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This record was changed by someone else. Reload and try again.');
    const [patch] = callsTo(fetchMock, AUDIT_URL).filter((c) => c.init.method === 'PATCH');
    expect(patch!.body).toEqual({ version: 1, title: 'My title', reason: 'Typo' });

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Their title' })).toBeInTheDocument();
    // The form starts again from the audit as it now is.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Their title'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a finding, starts work on it and closes it with a resolution note', async () => {
    let findings = [finding({ id: 'f1', auditId: ID, title: 'Old consent form', severity: 'critical' })];
    const fetchMock = stubFetch(
      api({
        [`GET ${AUDIT_URL}/findings`]: () => findings,
        [`POST ${AUDIT_URL}/findings`]: (init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as { title: string };
          const added = finding({ id: 'f2', auditId: ID, title: body.title, severity: 'low' });
          findings = [...findings, added];
          return jsonResponse(added, 201);
        },
        'PATCH /api/findings/f1': (init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as { status: 'in_progress' | 'closed'; resolution?: string };
          findings = findings.map((f) =>
            f.id === 'f1'
              ? { ...f, status: body.status, resolution: body.resolution ?? null, version: f.version + 1 }
              : f,
          );
          return findings[0];
        },
      }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    expect(await screen.findByText('1 recorded, 1 open')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Finding' }));
    const add = await screen.findByRole('dialog', { name: 'Add Finding' });
    await userEvent.click(within(add).getByRole('button', { name: 'Add Finding' }));
    expect(await within(add).findByText('Title is required')).toBeInTheDocument();
    expect(within(add).getByText('Severity is required')).toBeInTheDocument();
    await userEvent.type(within(add).getByRole('textbox', { name: 'Title' }), 'Log not signed');
    await userEvent.selectOptions(within(add).getByRole('combobox', { name: 'Severity' }), 'low');
    await userEvent.click(within(add).getByRole('checkbox', { name: 'Response required' }));
    await userEvent.click(within(add).getByRole('button', { name: 'Add Finding' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = callsTo(fetchMock, `${AUDIT_URL}/findings`).filter((c) => c.init.method === 'POST');
    expect(post!.body).toEqual({ title: 'Log not signed', severity: 'low', responseRequired: true });
    expect(await screen.findByText('2 recorded, 2 open')).toBeInTheDocument();

    const item = screen.getByRole('heading', { name: 'Old consent form' }).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Start Work' }));
    expect(await within(item).findByText('In Progress')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Start Work' })).not.toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Close Finding' }));
    const close = await screen.findByRole('dialog', { name: 'Close Finding' });
    await userEvent.click(within(close).getByRole('button', { name: 'Close Finding' }));
    expect(await within(close).findByText('A resolution note is required to close a finding')).toBeInTheDocument();
    await userEvent.type(within(close).getByRole('textbox', { name: 'Resolution note' }), 'Re-consented all subjects');
    await userEvent.click(within(close).getByRole('button', { name: 'Close Finding' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const patches = callsTo(fetchMock, '/api/findings/f1').map((c) => c.body);
    expect(patches).toEqual([
      { version: 1, status: 'in_progress' },
      { version: 2, status: 'closed', resolution: 'Re-consented all subjects' },
    ]);
    expect(await within(item).findByText('Re-consented all subjects')).toBeInTheDocument();
    expect(within(item).queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText('2 recorded, 1 open')).toBeInTheDocument();
  });

  it('gives focus back to what opened the Edit form and the Add Finding dialog', async () => {
    stubFetch(api());
    renderRoutes(routes, `/audits/${ID}`);
    const edit = await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    // The form takes focus on its first field; Cancel gives it back to Edit.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());

    await expectFocusBackAfterEscape(screen.getByRole('button', { name: 'Add Finding' }), 'Add Finding');
  });

  it('says where the trail breaks when it does not verify', async () => {
    stubFetch(
      api({
        [`GET ${AUDIT_URL}/trail`]: {
          entries: [trailEntry(1), trailEntry(3, { prevHash: 'hash-2' })],
          verified: false,
        },
      }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    expect(await screen.findByText(/Trail verification failed: the chain breaks at entry 3\./)).toBeInTheDocument();
    expect(screen.queryByText('Trail verified')).not.toBeInTheDocument();
    expect(screen.getByText('(chain breaks here)')).toBeInTheDocument();
  });

  it("answers another owner's or a missing audit with 'Audit not found'", async () => {
    stubFetch(api({ [`GET ${AUDIT_URL}`]: jsonResponse({ error: 'Audit not found' }, 404) }));
    renderRoutes(routes, `/audits/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Audit not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Audits' })).toHaveAttribute('href', '/audits');
  });

  describe('in an organisation', () => {
    const assigned = audit({
      id: ID,
      status: 'in_progress',
      leadAuditorId: 'u3',
      auditorIds: ['u1', 'u3'],
      reviewerId: 'u2',
      createdBy: 'u3',
    });

    it('shows a viewer who does the audit and who acted, and no control that changes anything', async () => {
      storeFakeSession();
      stubFetch(
        api({
          ...inOrg('viewer'),
          [`GET ${AUDIT_URL}`]: assigned,
          [`GET ${AUDIT_URL}/findings`]: [finding({ id: 'f1', auditId: ID, title: 'Old consent form' })],
          [`GET ${AUDIT_URL}/trail`]: { entries: [trailEntry(1, { actor: 'u3' })], verified: true },
        }),
      );
      renderRoutes(routes, `/audits/${ID}`);
      expect(await screen.findByText('View only:', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText(/your role \(Viewer\) cannot change records in this workspace/)).toBeInTheDocument();
      const assignments = screen.getByLabelText('Assignments');
      await waitFor(() => expect(assignments).toHaveTextContent('Lead auditorAlan Turing'));
      expect(assignments).toHaveTextContent('AuditorsAda Lovelace, Alan Turing');
      expect(assignments).toHaveTextContent('ReviewerGrace Hopper');
      expect(assignments).toHaveTextContent('Created byAlan Turing');
      // The trail names the member who acted.
      const trail = screen.getByRole('region', { name: 'Audit Trail' });
      expect(await within(trail).findByText(/by Alan Turing/)).toBeInTheDocument();

      expect(await screen.findByText('Old consent form')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Move audit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Finding' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start Work' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Close Finding' })).not.toBeInTheDocument();
      // Reading stays: each finding's history.
      expect(screen.getByRole('button', { name: /Show history of Old consent form/ })).toBeInTheDocument();
    });

    it('edits who does the audit by name and sends the members’ ids that changed', async () => {
      storeFakeSession();
      let current = assigned;
      const fetchMock = stubFetch(
        api({
          ...inOrg('auditor'),
          [`GET ${AUDIT_URL}`]: () => current,
          [`PATCH ${AUDIT_URL}`]: (init: RequestInit) => {
            current = { ...current, ...(JSON.parse(String(init.body)) as object), version: current.version + 1 };
            return current;
          },
        }),
      );
      renderRoutes(routes, `/audits/${ID}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
      const lead = screen.getByRole('combobox', { name: 'Lead auditor' });
      await waitFor(() => expect(lead).toHaveValue('u3'));
      // Those who may write lead and audit; the viewer is not offered. Reviewers are those who may approve.
      expect(
        within(lead)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No lead auditor', 'Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
      const reviewer = screen.getByRole('combobox', { name: 'Reviewer' });
      expect(
        within(reviewer)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No reviewer', 'Grace Hopper']);
      const auditors = screen.getByRole('group', { name: 'Auditors' });
      expect(within(auditors).getByRole('checkbox', { name: 'Ada Lovelace' })).toBeChecked();
      expect(within(auditors).queryByRole('checkbox', { name: 'Vera Viewer' })).not.toBeInTheDocument();

      await userEvent.selectOptions(lead, 'Ada Lovelace');
      await userEvent.click(within(auditors).getByRole('checkbox', { name: 'Alan Turing' }));
      await userEvent.click(within(auditors).getByRole('checkbox', { name: 'Grace Hopper' }));
      await userEvent.selectOptions(reviewer, 'No reviewer');
      await userEvent.type(screen.getByRole('textbox', { name: 'Reason for change' }), 'Team changed');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument());
      const [patch] = callsTo(fetchMock, AUDIT_URL).filter((c) => c.init.method === 'PATCH');
      expect(patch!.body).toEqual({
        version: 1,
        leadAuditorId: 'u1',
        auditorIds: ['u1', 'u2'],
        reviewerId: null,
        reason: 'Team changed',
      });
      expect(screen.getByLabelText('Assignments')).toHaveTextContent('Lead auditorAda Lovelace');
    });

    it("shows the API's message under the field when it refuses someone who is not a member", async () => {
      storeFakeSession();
      stubFetch(
        api({
          ...inOrg('auditor'),
          [`GET ${AUDIT_URL}`]: assigned,
          [`PATCH ${AUDIT_URL}`]: jsonResponse(
            {
              error: 'Assignees must be members of this workspace.',
              fields: { reviewerId: 'Assignees must be members of this workspace.' },
            },
            400,
          ),
        }),
      );
      renderRoutes(routes, `/audits/${ID}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
      const reviewer = screen.getByRole('combobox', { name: 'Reviewer' });
      await waitFor(() => expect(reviewer).toHaveValue('u2'));
      await userEvent.selectOptions(reviewer, 'No reviewer');
      await userEvent.type(screen.getByRole('textbox', { name: 'Reason for change' }), 'Reviewer left');
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Reviewer' })).toHaveAccessibleDescription(
          'Assignees must be members of this workspace.',
        ),
      );
    });
  });
});
