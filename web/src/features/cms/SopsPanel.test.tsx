import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SopStaffVersion } from '@cq/shared/library/staffSchemas';
import { SOP_EDIT_MESSAGES } from '@cq/shared/library/workflow';
import { callsTo, jsonResponse, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { CmsAdminPage } from './CmsAdminPage';

const routes = [{ path: '/cms-admin', element: <CmsAdminPage /> }];
const ME = userProfile({
  id: 'ben-sub',
  email: 'ben@clarity.local',
  firstName: 'Ben',
  lastName: 'Approver',
  role: 'editor',
  groups: ['editor'],
  signatureStatementAcceptedAt: '2026-11-01T10:00:00.000Z',
});
const ID = 'sop-informed-consent';

const version = (over: Partial<SopStaffVersion> = {}): SopStaffVersion => ({
  sopId: ID,
  seq: 1,
  version: '1.0',
  status: 'approved',
  code: 'SOP-IC-001',
  title: 'Informed consent process',
  area: 'consent',
  summary: 'How consent is obtained and recorded.',
  effectiveDate: '2026-01-01',
  nextReviewDate: '2028-01-01',
  rev: 1,
  lastEditedBy: 'system:library-seed',
  approval: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  body: {
    purpose: 'Consent before any trial procedure.',
    scope: 'All studies.',
    responsibilities: [{ role: 'Investigator', duty: 'Obtains consent.' }],
    procedure: [{ heading: 'Before consent', steps: ['Check the version.', 'Explain the trial.'] }],
    records: ['Signed ICF'],
    references: ['21 CFR 50.27'],
    revisionHistory: [{ version: '1.0', date: '2026-01-01', change: 'First issue.' }],
  },
  ...over,
});
const summary = (v: SopStaffVersion) => {
  const { body: _body, ...rest } = v;
  return rest;
};

const superseded = version({ status: 'superseded', rev: 2 });
const inReview = (lastEditedBy: string) =>
  version({
    seq: 2,
    version: '1.1',
    status: 'in_review',
    effectiveDate: null,
    nextReviewDate: null,
    rev: 3,
    lastEditedBy,
  });

const cmsApi = (versions: SopStaffVersion[], answers: Parameters<typeof workspaceApi>[0] = {}) =>
  workspaceApi({
    'GET /api/auth/user': ME,
    'GET /api/content-posts': [],
    'GET /api/media': [],
    'GET /api/cms/sops': [{ id: ID, versions: versions.map(summary) }],
    // The API answers one SOP's versions newest first.
    [`GET /api/cms/sops/${ID}`]: { id: ID, versions: [...versions].reverse() },
    ...answers,
  });

async function openSop(user: ReturnType<typeof userEvent.setup>) {
  renderRoutes(routes, '/cms-admin');
  await user.click(await screen.findByRole('tab', { name: 'SOPs' }));
  const row = (await screen.findByRole('heading', { name: 'SOP-IC-001 Informed consent process' })).closest('li')!;
  await user.click(within(row).getByRole('button', { name: /Open/ }));
  return screen.findByRole('list', { name: 'Versions, newest first' });
}

describe('/cms-admin SOPs tab', { timeout: 20_000 }, () => {
  it('lists SOPs with the approved version and the one in review', async () => {
    storeFakeSession();
    stubFetch(cmsApi([superseded, inReview('ada-sub')]));
    const user = userEvent.setup();
    renderRoutes(routes, '/cms-admin');
    await user.click(await screen.findByRole('tab', { name: 'SOPs' }));
    const row = (await screen.findByRole('heading', { name: 'SOP-IC-001 Informed consent process' })).closest('li')!;
    expect(within(row).getByText('In review')).toBeInTheDocument();
    expect(within(row).getByText('Informed consent')).toBeInTheDocument();
    // Stored superseded by an earlier approval's fixture, but nothing newer is in force: it is what subscribers read.
    expect(row).toHaveTextContent('Informed consent·Approvedv1.0, effective 2026-01-01·In reviewv1.1');
  });

  it("offers the revisions numbered from the SOP's current version", async () => {
    storeFakeSession();
    stubFetch(cmsApi([superseded, version({ seq: 2, version: '1.3', rev: 1 })]));
    const user = userEvent.setup();
    await openSop(user);
    const revision = screen.getByRole('combobox', { name: 'Revision' });
    expect(
      within(revision)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Minor (1.3 → 1.4)', 'Major (1.3 → 2.0)']);
  });

  it('marks the version in force: the one approved before, while the new one waits for its effective date', async () => {
    storeFakeSession();
    const pending = version({ seq: 2, version: '1.1', effectiveDate: '2999-01-01', nextReviewDate: '2999-06-01' });
    stubFetch(cmsApi([superseded, pending]));
    const user = userEvent.setup();
    renderRoutes(routes, '/cms-admin');
    await user.click(await screen.findByRole('tab', { name: 'SOPs' }));
    const row = (await screen.findByRole('heading', { name: 'SOP-IC-001 Informed consent process' })).closest('li')!;
    // The list: the version in force, and the approved one still to come.
    expect(row).toHaveTextContent(
      'Informed consent·Approvedv1.0, effective 2026-01-01·Approvedv1.1, in force from 2999-01-01',
    );
    expect(within(row).queryByText('Superseded')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Open/ }));
    const history = await screen.findByRole('list', { name: 'Versions, newest first' });
    const [newer, older] = within(history).getAllByRole('listitem');
    // 1.0 is stored superseded since 1.1's approval, but stays in force until 1.1's effective date.
    expect(newer).toHaveTextContent(/^v1\.1ApprovedIn force from 2999-01-01· Next review 2999-06-01/);
    expect(within(newer!).queryByText('In force')).not.toBeInTheDocument();
    expect(older).toHaveTextContent(/^v1\.0ApprovedIn forceEffective 2026-01-01· Next review 2028-01-01/);
    expect(within(history).queryByText('Superseded')).not.toBeInTheDocument();

    // Each reads the same on its own page.
    await user.click(within(older!).getByRole('button', { name: 'Read v1.0' }));
    const view = (await screen.findByRole('heading', { name: /v1\.0$/ })).closest('article')!;
    expect(within(view).getByText('Approved')).toBeInTheDocument();
    expect(within(view).getByText('In force')).toBeInTheDocument();
    expect(within(view).queryByText('Superseded')).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Back to versions' }));
    await user.click(await screen.findByRole('button', { name: 'Read v1.1' }));
    const next = (await screen.findByRole('heading', { name: /v1\.1$/ })).closest('article')!;
    expect(within(next).getByText('Approved')).toBeInTheDocument();
    expect(within(next).getByText(/In force from 2999-01-01/)).toBeInTheDocument();
    expect(within(next).queryByText('In force')).not.toBeInTheDocument();
  });

  it('shows the version before superseded from its successor’s effective date (today), the successor in force', async () => {
    storeFakeSession();
    const today = new Date().toISOString().slice(0, 10);
    const successor = version({ seq: 2, version: '1.1', effectiveDate: today, nextReviewDate: '2999-06-01' });
    stubFetch(cmsApi([superseded, successor]));
    const user = userEvent.setup();
    renderRoutes(routes, '/cms-admin');
    await user.click(await screen.findByRole('tab', { name: 'SOPs' }));
    const row = (await screen.findByRole('heading', { name: 'SOP-IC-001 Informed consent process' })).closest('li')!;
    expect(row).toHaveTextContent(`Informed consent·Approvedv1.1, effective ${today} Open`);
    await user.click(within(row).getByRole('button', { name: /Open/ }));
    const history = await screen.findByRole('list', { name: 'Versions, newest first' });
    const [newer, older] = within(history).getAllByRole('listitem');
    expect(newer).toHaveTextContent(new RegExp(`^v1\\.1ApprovedIn forceEffective ${today}`));
    expect(older).toHaveTextContent(/^v1\.0SupersededEffective 2026-01-01/);
    expect(within(older!).queryByText('In force')).not.toBeInTheDocument();
  });

  it('joins an SOP whose versions straddle two pages of the list, and loads the next page on request', async () => {
    storeFakeSession();
    const other = version({ sopId: 'sop-capa', code: 'SOP-CAPA-001', title: 'CAPA management', area: 'capa' });
    const fetchMock = stubFetch(
      cmsApi([superseded, inReview('ada-sub')], {
        'GET /api/cms/sops': (_init: RequestInit | undefined, url: string) =>
          url.includes('cursor=n2')
            ? [
                { id: ID, versions: [summary(inReview('ada-sub'))] },
                { id: 'sop-capa', versions: [summary(other)] },
              ]
            : new Response(JSON.stringify([{ id: ID, versions: [summary(version())] }]), {
                headers: { 'content-type': 'application/json', 'x-next-cursor': 'n2' },
              }),
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/cms-admin');
    await user.click(await screen.findByRole('tab', { name: 'SOPs' }));
    const row = () => screen.getByRole('heading', { name: 'SOP-IC-001 Informed consent process' }).closest('li')!;
    await screen.findByRole('heading', { name: 'SOP-IC-001 Informed consent process' });
    expect(within(row()).queryByText('In review')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'SOP-CAPA-001 CAPA management' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more SOPs' }));
    expect(await screen.findByRole('heading', { name: 'SOP-CAPA-001 CAPA management' })).toBeInTheDocument();
    // One row for the SOP, its approved version from the first page and the one in review from the second.
    expect(screen.getAllByRole('heading', { name: 'SOP-IC-001 Informed consent process' })).toHaveLength(1);
    expect(within(row()).getByText('In review')).toBeInTheDocument();
    expect(within(row()).getByText(/v1\.0, effective 2026-01-01/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more SOPs' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/cms/sops?'))).toEqual([
      '/api/cms/sops?limit=100',
      '/api/cms/sops?limit=100&cursor=n2',
    ]);
  });

  it('shows the version history with the superseded version, and approves with the password', async () => {
    storeFakeSession();
    const approved = version({
      seq: 2,
      version: '1.1',
      rev: 4,
      effectiveDate: '2027-01-01',
      nextReviewDate: '2029-01-01',
      approval: {
        signerId: 'ben-sub',
        printedName: 'Ben Approver',
        email: 'ben@clarity.local',
        meaning: 'Approved',
        signedAt: '2026-11-26T10:00:00.000Z',
      },
    });
    const approveUrl = `/api/cms/sops/${ID}/versions/2/approve`;
    let attempts = 0;
    const fetchMock = stubFetch(
      cmsApi([superseded, inReview('ada-sub')], {
        [`POST ${approveUrl}`]: () =>
          ++attempts === 1
            ? jsonResponse({ error: SOP_EDIT_MESSAGES.wrongPassword, code: 'SIGNATURE_REJECTED' }, 403)
            : approved,
      }),
    );
    const user = userEvent.setup();
    const history = await openSop(user);
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('v1.1In review'),
      expect.stringContaining('v1.0ApprovedIn forceEffective 2026-01-01'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Approve v1.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve SOP-IC-001 v1.1' });
    await user.clear(within(dialog).getByLabelText('Effective date'));
    await user.type(within(dialog).getByLabelText('Effective date'), '2027-01-01');
    await user.clear(within(dialog).getByLabelText('Next review date'));
    await user.type(within(dialog).getByLabelText('Next review date'), '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and approve' }));
    expect(await within(dialog).findByText(SOP_EDIT_MESSAGES.reviewAfterEffective)).toBeInTheDocument();
    expect(within(dialog).getByText(SOP_EDIT_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, approveUrl)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Next review date'));
    await user.type(within(dialog).getByLabelText('Next review date'), '2029-01-01');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and approve' }));
    expect(await within(dialog).findByText(SOP_EDIT_MESSAGES.wrongPassword)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, approveUrl).map((c) => c.body)).toEqual([
      { rev: 3, effectiveDate: '2027-01-01', nextReviewDate: '2029-01-01', password: 'wrong' },
      { rev: 3, effectiveDate: '2027-01-01', nextReviewDate: '2029-01-01', password: 'right-one' },
    ]);
  });

  it('opens a superseded version read-only with its status, effective date, signer and text', async () => {
    storeFakeSession();
    const signed = version({
      status: 'superseded',
      rev: 2,
      approval: {
        signerId: 'ada-sub',
        printedName: 'Ada Signer',
        email: 'ada@clarity.local',
        meaning: 'Approved',
        signedAt: '2026-01-01T09:30:00.000Z',
      },
    });
    // Replaced by 1.1 from 2026-06-01.
    const successor = version({ seq: 2, version: '1.1', effectiveDate: '2026-06-01', rev: 2 });
    stubFetch(cmsApi([signed, successor]));
    const user = userEvent.setup();
    await openSop(user);
    await user.click(screen.getByRole('button', { name: /Read v1\.0/ }));
    const view = (await screen.findByRole('heading', { name: 'SOP-IC-001 Informed consent process v1.0' })).closest(
      'article',
    )!;
    expect(within(view).getByText('Superseded')).toBeInTheDocument();
    expect(within(view).queryByText('In force')).not.toBeInTheDocument();
    expect(within(view).getByText(/Effective 2026-01-01/)).toBeInTheDocument();
    expect(within(view).getByText(/Next review 2028-01-01/)).toBeInTheDocument();
    expect(
      within(view).getByText(/Approved by Ada Signer \(ada@clarity\.local\) on .* — Approved/),
    ).toBeInTheDocument();
    expect(within(view).getByText('Consent before any trial procedure.')).toBeInTheDocument();
    expect(within(view).getByText('Explain the trial.')).toBeInTheDocument();
    expect(within(view).getByText('21 CFR 50.27')).toBeInTheDocument();
    // Read-only: nothing to edit, submit or approve on this screen.
    expect(
      within(view)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['Back to versions']);
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: 'Back to versions' }));
    expect(await screen.findByRole('list', { name: 'Versions, newest first' })).toBeInTheDocument();
  });

  it('keeps the last editor from approving, and says why', async () => {
    storeFakeSession();
    stubFetch(cmsApi([superseded, inReview('ben-sub')]));
    await openSop(userEvent.setup());
    expect(screen.getByRole('button', { name: 'Approve v1.1' })).toBeDisabled();
    expect(screen.getByText(SOP_EDIT_MESSAGES.sameEditor)).toBeInTheDocument();
  });

  it('creates a new SOP from the form, sections turned into the structured body', async () => {
    storeFakeSession();
    const created = version({ sopId: 'sop-deviation-handling', status: 'draft', title: 'Deviation handling' });
    const fetchMock = stubFetch(cmsApi([version()], { 'POST /api/cms/sops': created }));
    const user = userEvent.setup();
    renderRoutes(routes, '/cms-admin');
    await user.click(await screen.findByRole('tab', { name: 'SOPs' }));
    await user.click(await screen.findByRole('button', { name: /New SOP/ }));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText(SOP_EDIT_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(screen.getByText(SOP_EDIT_MESSAGES.purposeRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code'), 'SOP-DV-001');
    await user.type(screen.getByLabelText('Title'), 'Deviation handling');
    await user.selectOptions(screen.getByLabelText('Area'), 'deviations');
    await user.type(screen.getByLabelText('Summary'), 'Recording deviations.');
    await user.type(screen.getByLabelText('Purpose'), 'Record them.');
    await user.type(screen.getByLabelText('Scope'), 'All studies.');
    await user.type(screen.getByLabelText('Responsibilities'), 'Investigator: keeps the log');
    await user.type(screen.getByLabelText('Procedure'), '## Recording{enter}Log it the same day.{enter}Assess it.');
    await user.type(screen.getByLabelText('Records'), 'Deviation log');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/cms/sops').length).toBeGreaterThan(0));
    const body = callsTo(fetchMock, '/api/cms/sops').find((c) => c.init.method === 'POST')!.body;
    expect(body).toMatchObject({
      code: 'SOP-DV-001',
      title: 'Deviation handling',
      area: 'deviations',
      body: {
        purpose: 'Record them.',
        scope: 'All studies.',
        responsibilities: [{ role: 'Investigator', duty: 'keeps the log' }],
        procedure: [{ heading: 'Recording', steps: ['Log it the same day.', 'Assess it.'] }],
        records: ['Deviation log'],
        references: [],
      },
    });
  });
});
