import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FindingResponse, ResponseRequestDetail } from '@cq/shared/responses/schemas';
import type { Capa } from '@cq/shared/reports/capa';
import { callsTo, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { audit, finding, trailEntry, workspaceApi } from '@/test/workspace';
import { AuditDetailPage } from './AuditDetailPage';

/** The browser's local day 30 days on: the dialog's default due date. */
const in30Days = () => {
  const d = new Date();
  d.setDate(d.getDate() + 30);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const ID = audit().id;
const AUDIT_URL = `/api/audits/${ID}`;
const routes = [{ path: '/audits/:id', element: <AuditDetailPage /> }];
const open = finding({ id: 'f1', title: 'Consent after screening', status: 'open' });
const second = finding({ id: 'f2', title: 'Temperature log gaps', status: 'in_progress' });

const response = (overrides: Partial<FindingResponse> = {}): FindingResponse => ({
  requestId: 'r1',
  findingId: 'f1',
  auditId: ID,
  agreement: 'agree',
  reason: '',
  rootCause: 'Screening before consent',
  whys: ['Paper form used', 'No check before screening'],
  causeCategory: 'process',
  correctiveAction: 'Re-consent both',
  preventiveAction: 'Consent checklist',
  owner: 'Dr. Lee',
  targetDate: '2031-03-01',
  status: 'submitted',
  comments: '',
  respondent: 'Pat Plant <pat@plant.example> (auditee, verified by code)',
  submittedAt: '2031-01-02T00:00:00.000Z',
  reviewedAt: null,
  createdAt: '2031-01-01T00:00:00.000Z',
  updatedAt: '2031-01-02T00:00:00.000Z',
  version: 2,
  ...overrides,
});

const request = (overrides: Partial<ResponseRequestDetail> = {}): ResponseRequestDetail => ({
  id: 'r1',
  auditId: ID,
  recipientName: 'Pat Plant',
  recipientEmail: 'pat@plant.example',
  findingIds: ['f1', 'f2'],
  dueDate: '2031-01-31',
  message: '',
  shareReport: false,
  status: 'responded',
  createdAt: '2031-01-01T00:00:00.000Z',
  createdBy: 'u1',
  expiresAt: '2031-03-02T23:59:59.999Z',
  openedAt: '2031-01-01T10:00:00.000Z',
  submittedAt: '2031-01-02T00:00:00.000Z',
  revokedAt: null,
  responses: [response()],
  ...overrides,
});

function api(answers: Record<string, unknown> = {}) {
  return workspaceApi({
    [`GET ${AUDIT_URL}`]: audit(),
    [`GET ${AUDIT_URL}/findings`]: [open, second],
    [`GET ${AUDIT_URL}/reports`]: [],
    [`GET ${AUDIT_URL}/trail`]: { entries: [trailEntry(1)], verified: true },
    [`GET ${AUDIT_URL}/response-requests`]: [],
    'GET /api/findings/f1/evidence': [],
    'GET /api/findings/f2/evidence': [],
    'GET /api/response-requests/r1/findings/f1/evidence': [],
    ...answers,
  });
}

describe('an audit sent to the auditee', () => {
  it('sends the open findings (all checked, due in 30 days) and asks for at least one', async () => {
    const fetchMock = stubFetch(
      api({
        [`POST ${AUDIT_URL}/response-requests`]: { id: 'r1', url: 'https://x/respond/t', expiresAt: '2031-03-02' },
      }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    const section = await screen.findByRole('region', { name: 'Sent to auditee' });
    expect(await within(section).findByText('Nothing sent yet.')).toBeVisible();
    await userEvent.click(await within(section).findByRole('button', { name: 'Send to auditee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to auditee' });
    const share = within(dialog).getByRole('checkbox', { name: 'Share the approved report (PDF)' });
    expect(share).not.toBeChecked();
    const boxes = within(dialog)
      .getAllByRole('checkbox')
      .filter((b) => b !== share);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);
    expect(within(dialog).getByLabelText('Response due')).toHaveValue(in30Days());
    for (const box of boxes) await userEvent.click(box);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Recipient name' }), 'Pat Plant');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Recipient e-mail' }), 'pat@plant.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose at least one finding')).toBeVisible();
    await userEvent.click(boxes[0]!);
    await userEvent.click(share);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = callsTo(fetchMock, `${AUDIT_URL}/response-requests`).filter((c) => c.init.method === 'POST');
    expect(post!.body).toEqual({
      recipientName: 'Pat Plant',
      recipientEmail: 'pat@plant.example',
      findingIds: ['f1'],
      dueDate: in30Days(),
      message: '',
      shareReport: true,
    });
  });

  it('shows a submitted response on its finding, accepts it, and revokes a link only once asked', async () => {
    const fetchMock = stubFetch(
      api({
        [`GET ${AUDIT_URL}/response-requests`]: [request()],
        'POST /api/response-requests/r1/findings/f1/review': response({ status: 'accepted', version: 3 }),
        'DELETE /api/response-requests/r1': { ...request({ status: 'revoked' }), responses: undefined },
      }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    const answer = await screen.findByRole('region', { name: 'Response from Pat Plant' });
    expect(within(answer).getByText('Screening before consent')).toBeVisible();
    expect(within(answer).getByText('No check before screening')).toBeVisible();
    expect(within(answer).getByText('Process')).toBeVisible();
    await userEvent.click(within(answer).getByRole('button', { name: 'Accept' }));
    await screen.findByText('Response accepted');
    const [review] = callsTo(fetchMock, '/api/response-requests/r1/findings/f1/review');
    expect(review!.body).toEqual({ version: 2, decision: 'accept' });

    const list = screen.getByRole('list', { name: 'Response requests' });
    expect(list).toHaveTextContent('Responded');
    expect(list).toHaveTextContent('2 findings · 1 answered');
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke the link sent to Pat Plant' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke link' });
    expect(callsTo(fetchMock, '/api/response-requests/r1').filter((c) => c.init.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Link revoked');
    expect(callsTo(fetchMock, '/api/response-requests/r1').filter((c) => c.init.method === 'DELETE')).toHaveLength(1);
  });

  it("shows a hand-recorded finding's CAPA on the audit (it belongs to no report) and moves it from there", async () => {
    const handCapa: Capa = {
      id: 'f1',
      reportId: '',
      findingId: 'f1',
      title: 'Consent after screening',
      description: '',
      rootCause: 'Screening before consent',
      correctiveAction: 'Re-consent both',
      preventiveAction: 'Consent checklist',
      responsiblePerson: 'Dr. Lee',
      dueDate: '2031-03-01',
      status: 'open',
      checkDueDate: null,
      effectivenessChecks: [],
      createdAt: '2031-01-03T00:00:00.000Z',
      updatedAt: '2031-01-03T00:00:00.000Z',
      version: 1,
    };
    const fetchMock = stubFetch(
      api({
        [`GET ${AUDIT_URL}/findings`]: [{ ...open, capaId: 'f1', reportId: null }, second],
        'GET /api/capas/f1': handCapa,
        'GET /api/capas/f1/evidence': [],
        'GET /api/capas/f1/trail': { entries: [trailEntry(1)], verified: true },
        'PATCH /api/capas/f1': { ...handCapa, status: 'in_progress', version: 2 },
      }),
    );
    renderRoutes(routes, `/audits/${ID}`);
    const card = await screen.findByRole('article', { name: 'Consent after screening' });
    expect(within(card).getByText('Re-consent both')).toBeVisible();
    expect(screen.getByText('Closes with its CAPA below.')).toBeVisible();
    // The finding itself offers no moves: its CAPA moves it.
    expect(screen.queryByRole('group', { name: 'Move finding Consent after screening' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Start Work' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start Work' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start Work' }));
    await screen.findByText('CAPA moved to In Progress');
    const [patch] = callsTo(fetchMock, '/api/capas/f1').filter((c) => c.init.method === 'PATCH');
    expect(patch!.body).toEqual({ version: 1, status: 'in_progress' });
  });
});
