import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { RespondPage } from './RespondPage';

const TOKEN = 'link-token';
const BASE = `/api/respond/${TOKEN}`;
const routes = [{ path: '/respond/:token', element: <RespondPage /> }];

const portal = {
  auditTitle: 'Site 44 monitoring audit',
  recipientName: 'Pat Plant',
  message: 'Please answer by the end of the month.',
  dueDate: '2031-01-31',
  reportShared: false,
  findings: [
    {
      id: 'f1',
      title: 'Consent after screening',
      severity: 'critical',
      description: 'Two participants consented after screening.',
      requirement: 'ICH E6 4.8.8',
      dueDate: null,
      evidence: ['consent-log.pdf'],
      response: null,
    },
  ],
};

beforeEach(() => sessionStorage.clear());

describe('/respond/{token}', () => {
  it('shows nothing before the mailed code; a wrong code says so on the field, the right one opens the findings', async () => {
    const fetchMock = stubFetch(
      workspaceApi({
        [`POST ${BASE}/code`]: { sent: true, expiresAt: '2031-01-01T00:10:00.000Z' },
        [`POST ${BASE}/verify`]: (init: RequestInit | undefined) =>
          JSON.parse(String(init?.body)).code === '123456'
            ? { token: 'portal-bearer', expiresAt: '2999-01-01T00:00:00.000Z' }
            : jsonResponse({ error: 'Wrong code: 4 tries left', fields: { code: 'Wrong code: 4 tries left' } }, 400),
        [`GET ${BASE}/findings`]: portal,
      }),
    );
    renderRoutes(routes, `/respond/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit findings for your response' })).toBeVisible();
    expect(screen.queryByText('Consent after screening')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
    const code = await screen.findByRole('textbox', { name: 'Code from the e-mail' });
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Wrong code: 4 tries left')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Site 44 monitoring audit' })).toBeVisible();
    const card = screen.getByRole('list', { name: 'Findings to answer' });
    expect(within(card).getByText('Consent after screening')).toBeVisible();
    expect(within(card).getByText('consent-log.pdf')).toBeVisible();
    // The portal's own bearer, never a member's token.
    const [read] = callsTo(fetchMock, `${BASE}/findings`);
    expect(new Headers(read!.init.headers).get('Authorization')).toBe('Bearer portal-bearer');
    expect(screen.getByRole('button', { name: 'Submit responses' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Download the audit report (PDF)' })).not.toBeInTheDocument();
  });

  it('offers the shared report: saved under the server’s name with the bearer, or says why not', async () => {
    sessionStorage.setItem(
      `respond-session:${TOKEN}`,
      JSON.stringify({ token: 'portal-bearer', expiresAt: '2999-01-01T00:00:00.000Z' }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let approved = false;
    const fetchMock = stubFetch(
      workspaceApi({
        [`GET ${BASE}/findings`]: { ...portal, reportShared: true },
        [`GET ${BASE}/report`]: () =>
          approved
            ? new Response('%PDF-1.7', {
                headers: {
                  'Content-Type': 'application/pdf',
                  'Content-Disposition': 'attachment; filename="Site-44.pdf"',
                },
              })
            : jsonResponse({ error: 'There is no approved report for this audit yet.' }, 404),
      }),
    );
    renderRoutes(routes, `/respond/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Download the audit report (PDF)' });
    await userEvent.click(button);
    expect(await screen.findByText('There is no approved report for this audit yet.')).toBeVisible();
    approved = true;
    await userEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['Site-44.pdf']));
    const calls = callsTo(fetchMock, `${BASE}/report`);
    expect(calls).toHaveLength(2);
    expect(new Headers(calls[1]!.init.headers).get('Authorization')).toBe('Bearer portal-bearer');
  });

  it('says why a dead link cannot be used and offers nothing more', async () => {
    stubFetch(
      workspaceApi({
        [`POST ${BASE}/code`]: jsonResponse({ error: 'This link has been revoked by the auditor' }, 410),
      }),
    );
    renderRoutes(routes, `/respond/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send me the code' }));
    expect(await screen.findByText('This link has been revoked by the auditor')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('checks the answer with the shared rules before saving the draft, then saves it with the bearer', async () => {
    sessionStorage.setItem(
      `respond-session:${TOKEN}`,
      JSON.stringify({ token: 'portal-bearer', expiresAt: '2999-01-01T00:00:00.000Z' }),
    );
    const fetchMock = stubFetch(
      workspaceApi({
        [`GET ${BASE}/findings`]: portal,
        [`PUT ${BASE}/findings/f1/response`]: (init: RequestInit | undefined) => ({
          ...JSON.parse(String(init?.body)),
          requestId: 'r1',
          findingId: 'f1',
          auditId: 'a1',
          reason: '',
          status: 'draft',
          comments: '',
          respondent: 'Pat Plant',
          submittedAt: null,
          reviewedAt: null,
          createdAt: '2031-01-01T00:00:00.000Z',
          updatedAt: '2031-01-01T00:00:00.000Z',
          version: 1,
        }),
      }),
    );
    renderRoutes(routes, `/respond/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Response to Consent after screening' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Choose agree or dispute')).toBeVisible();
    expect(within(form).getByText('Root cause is required')).toBeVisible();
    expect(callsTo(fetchMock, `${BASE}/findings/f1/response`)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('radio', { name: 'Dispute' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Root cause' }), 'Screening before consent');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Why 1' }), 'Paper form used');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a why' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Why 2' }), 'No e-consent at the site');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Cause category' }), 'system');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Corrective action' }), 'Scan the forms');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Preventive action' }), 'Use e-consent');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Owner' }), 'Dr. Lee');
    await userEvent.type(within(form).getByLabelText('Target date'), '2031-03-01');
    // A dispute needs its reason, as the API says.
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Give the reason you dispute this finding')).toBeVisible();
    expect(callsTo(fetchMock, `${BASE}/findings/f1/response`)).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason for dispute' }), 'Consent was on paper');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved');
    const [put] = callsTo(fetchMock, `${BASE}/findings/f1/response`);
    expect(put!.body).toEqual({
      agreement: 'dispute',
      reason: 'Consent was on paper',
      rootCause: 'Screening before consent',
      whys: ['Paper form used', 'No e-consent at the site'],
      causeCategory: 'system',
      correctiveAction: 'Scan the forms',
      preventiveAction: 'Use e-consent',
      owner: 'Dr. Lee',
      targetDate: '2031-03-01',
    });
    expect(new Headers(put!.init.headers).get('Authorization')).toBe('Bearer portal-bearer');
  });
});
