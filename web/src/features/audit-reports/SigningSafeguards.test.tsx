import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Report } from '@cq/shared/reports/schemas';
import { callsTo, jsonResponse, storeFakeSession, stubFetch, userProfile } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { trailEntry, workspaceApi } from '@/test/workspace';
import { ReportDetailPage } from './ReportDetailPage';
import { REPORT_ID, report, signature, withAnswers } from './testData';

const URL_ = `/api/audit-reports/${REPORT_ID}`;
const routes = [{ path: '/audit-reports/:id', element: <ReportDetailPage /> }];
const SLOW = { timeout: 5000 };
const SLOW_TEST = 15_000;

const STATEMENT =
  'I understand that my electronic signature is the legally binding equivalent of my handwritten signature (21 CFR 11.100(c)).';

const completed = withAnswers(
  report(),
  {
    'vendor-1': 'compliant',
    'vendor-2': 'compliant',
    'vendor-3': 'compliant',
    'vendor-4': 'compliant',
    'vendor-5': 'not_applicable',
  },
  { status: 'completed', completedAt: '2026-11-06T10:00:00.000Z' },
);
/** Signed "Authored": the report stays Completed, so the dialog can be opened again. */
const authored: Report = { ...completed, version: completed.version + 1, signatures: [signature()] };

function api(answers: Record<string, unknown>) {
  return workspaceApi({
    [`GET ${URL_}`]: completed,
    [`GET ${URL_}/capas`]: [],
    [`GET ${URL_}/trail`]: { entries: [trailEntry(1)], verified: true },
    ...answers,
  });
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Report' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Sign Report' });
  expect(await within(dialog).findByText('Ada Lovelace', {}, SLOW)).toBeInTheDocument();
  return dialog;
}

describe('the Sign dialog’s Part 11 safeguards', () => {
  it(
    'asks a first-time signer to tick the e-signature statement, accepts it on the profile, signs, and never asks again',
    async () => {
      storeFakeSession();
      const fresh = userProfile({ signatureStatementAcceptedAt: null, version: 3 });
      const accepted = userProfile({ signatureStatementAcceptedAt: '2026-11-25T19:00:00.000Z', version: 4 });
      let profile = fresh;
      const fetchMock = stubFetch(
        api({
          // The profile as stored: accepted once the PATCH went through (signing makes the page read it again).
          'GET /api/auth/user': () => profile,
          'PATCH /api/auth/user': () => (profile = accepted),
          [`POST ${URL_}/approve`]: authored,
        }),
      );
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      const dialog = await openDialog();
      const statement = within(dialog).getByRole('checkbox', { name: STATEMENT });
      expect(statement).not.toBeChecked();

      // Unticked: refused in the dialog, nothing sent.
      await userEvent.click(within(dialog).getByRole('radio', { name: /Authored/ }));
      await userEvent.type(within(dialog).getByLabelText('Password'), 'Lovelace-Audit-2026!');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
      await waitFor(() => expect(statement).toHaveAccessibleDescription('Accept the statement to sign.'));
      expect(callsTo(fetchMock, '/api/auth/user').filter((c) => c.init.method === 'PATCH')).toHaveLength(0);
      expect(callsTo(fetchMock, `${URL_}/approve`)).toHaveLength(0);

      await userEvent.click(statement);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, '/api/auth/user').filter((c) => c.init.method === 'PATCH')).toEqual([
        expect.objectContaining({ body: { version: 3, acceptSignatureStatement: true } }),
      ]);
      expect(callsTo(fetchMock, `${URL_}/approve`).map((c) => c.body)).toEqual([
        { version: completed.version, password: 'Lovelace-Audit-2026!', meaning: 'Authored' },
      ]);
      const block = screen.getByRole('region', { name: 'Electronic Signature' });
      expect(block).toHaveTextContent('Signed: Authored');

      // The accepted profile replaced the one read: the next signature asks only for the password.
      await userEvent.click(within(block).getByRole('button', { name: 'Sign Report' }));
      const next = await screen.findByRole('dialog', { name: 'Sign Report' });
      expect(within(next).getByLabelText('Password')).toBeInTheDocument();
      expect(within(next).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(next).queryByText(STATEMENT)).not.toBeInTheDocument();
    },
    SLOW_TEST,
  );

  it('never shows the statement to someone who accepted it', async () => {
    storeFakeSession();
    stubFetch(api({ 'GET /api/auth/user': userProfile({ signatureStatementAcceptedAt: '2026-01-01T00:00:00.000Z' }) }));
    renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(STATEMENT)).not.toBeInTheDocument();
  });

  it(
    'shows the lock with its unlock time after repeated wrong passwords, and empties the password',
    async () => {
      storeFakeSession();
      const locked =
        'Signing is locked until 2026-11-25 19:40 UTC: 5 wrong passwords were entered within 10 minutes. An administrator has been informed.';
      const fetchMock = stubFetch(
        api({ [`POST ${URL_}/approve`]: () => jsonResponse({ error: locked, code: 'SIGNING_LOCKED' }, 423) }),
      );
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      const dialog = await openDialog();
      await userEvent.click(within(dialog).getByRole('radio', { name: /Approved/ }));
      await userEvent.type(within(dialog).getByLabelText('Password'), 'Lovelace-Audit-2026!');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(locked);
      expect(within(dialog).getByLabelText('Password')).toHaveValue('');
      expect(callsTo(fetchMock, `${URL_}/approve`)).toHaveLength(1);
      expect(screen.getByRole('dialog', { name: 'Sign Report' })).toBeInTheDocument();
    },
    SLOW_TEST,
  );
});
