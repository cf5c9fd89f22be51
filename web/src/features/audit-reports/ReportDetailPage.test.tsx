import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Capa } from '@cq/shared/reports/capa';
import type { Report } from '@cq/shared/reports/schemas';
import { callsTo, jsonResponse, storeFakeSession, stubFetch, stubLocation } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { inOrg, trailEntry, workspaceApi } from '@/test/workspace';
import { ReportDetailPage } from './ReportDetailPage';
import { capa, REPORT_ID, report, signature, withAnswers } from './testData';

const URL_ = `/api/audit-reports/${REPORT_ID}`;
const CAPA_URL = `/api/capas/${capa().id}`;
/** Tests that click and type through several screens: generous, for a loaded machine. */
const SLOW_TEST = 15_000;
const routes = [
  { path: '/audit-reports/:id', element: <ReportDetailPage /> },
  { path: '/audit-reports', element: <p>AI Reports</p> },
];
const SLOW = { timeout: 5000 }; // the first call with a stored session loads the auth SDK for the token

const completed = withAnswers(
  report(),
  {
    'vendor-1': { response: 'non_compliant', notes: 'No agreement covers data management.' },
    'vendor-2': 'minor_finding',
    'vendor-3': 'non_compliant',
    'vendor-4': 'compliant',
    'vendor-5': 'not_applicable',
  },
  { status: 'completed', completedAt: '2026-11-06T10:00:00.000Z' },
);

function api(current: Report, capas: Capa[] = [], answers: Record<string, unknown> = {}) {
  return workspaceApi({
    [`GET ${URL_}`]: current,
    [`GET ${URL_}/capas`]: capas,
    [`GET ${URL_}/trail`]: { entries: [trailEntry(1)], verified: true },
    [`GET ${CAPA_URL}/trail`]: {
      entries: [
        trailEntry(1, { after: { title: 'Non-compliance: Vendor Oversight', status: 'open' } }),
        trailEntry(2, {
          action: 'status.in_progress',
          before: { status: 'open', rootCause: '' },
          after: { status: 'in_progress', rootCause: 'Consent version not checked' },
        }),
      ],
      verified: true,
    },
    ...answers,
  });
}

describe('/audit-reports/{id}', () => {
  it(
    'shows the checklist, findings with points, the score breakdown, CAPA, the Sign button and the trail',
    async () => {
      stubFetch(api(completed, [capa()]));
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Vendor qualification: Acme CRO' }),
      ).toBeInTheDocument();

      const checklist = screen.getByRole('region', { name: 'Checklist' });
      const first = within(checklist).getAllByRole('listitem')[0]!;
      expect(first).toHaveTextContent('Non-Compliant');
      expect(first).toHaveTextContent('Notes: No agreement covers data management.');
      expect(within(checklist).getAllByRole('listitem')[4]).toHaveTextContent('Not Applicable');

      const findings = screen.getByRole('region', { name: 'Findings' });
      expect(within(findings).getAllByRole('listitem')).toHaveLength(3);
      expect(within(findings).getAllByRole('listitem')[0]).toHaveTextContent('Critical25 points');
      expect(within(findings).getAllByRole('listitem')[2]).toHaveTextContent('High15 points');
      expect(within(findings).getAllByRole('listitem')[2]).toHaveTextContent(
        'Give every person their own account, review audit trails on a risk basis',
      );

      const score = screen.getByRole('region', { name: 'Risk Score Breakdown' });
      expect(score).toHaveTextContent('Critical 25, High 15, Medium 10, Low 5), capped at 100');
      expect(within(score).getByRole('table')).toHaveTextContent('Sum65/100');
      expect(within(score).getByRole('table')).toHaveTextContent('Risk levelHigh');

      const capaCard = await screen.findByRole('article', { name: 'Non-compliance: Vendor Oversight' });
      expect(capaCard).toHaveTextContent('Open');
      expect(capaCard).toHaveTextContent('Due Dec 05, 2026');
      expect(
        within(capaCard)
          .getAllByRole('button')
          .map((b) => b.textContent?.trim()),
      ).toEqual(['Edit', 'Start Work', 'Show history of Non-compliance: Vendor Oversight']);
      // Its own trail, read only when asked for.
      await userEvent.click(within(capaCard).getByRole('button', { name: /Show history/ }));
      const history = await within(capaCard).findByRole('region', { name: 'CAPA history' });
      expect(await within(history).findByText('Moved to In Progress')).toBeInTheDocument();
      expect(history).toHaveTextContent('Root cause');
      expect(history).toHaveTextContent('Consent version not checked');
      expect(within(history).getByText('Trail verified')).toBeInTheDocument();
      await userEvent.click(within(capaCard).getByRole('button', { name: /Hide history/ }));

      const signing = screen.getByRole('region', { name: 'Electronic Signature' });
      expect(within(signing).getByRole('button', { name: 'Sign Report' })).toBeInTheDocument();
      expect(await screen.findByText('Trail verified')).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Report actions' })).not.toBeInTheDocument();
    },
    SLOW_TEST,
  );

  it(
    'refuses a wrong password without signing or signing out, then signs and shows the manifestation',
    async () => {
      storeFakeSession();
      const { assign } = stubLocation(`http://localhost:3000/audit-reports/${REPORT_ID}`);
      const signed: Report = {
        ...completed,
        status: 'approved',
        version: completed.version + 1,
        signatures: [signature({ meaning: 'Approved' })],
      };
      let attempts = 0;
      const fetchMock = stubFetch(
        api(completed, [capa()], {
          [`POST ${URL_}/approve`]: () =>
            ++attempts === 1
              ? jsonResponse(
                  { error: 'The password is not correct. The report was not signed.', code: 'SIGNATURE_REJECTED' },
                  403,
                )
              : signed,
        }),
      );
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Sign Report' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Sign Report' });
      expect(await within(dialog).findByText('Ada Lovelace', {}, SLOW)).toBeInTheDocument();

      // Nothing chosen: both messages, nothing sent.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
      expect(await within(dialog).findByText('Choose what your signature means')).toBeInTheDocument();
      expect(within(dialog).getByText('Enter your password to sign')).toBeInTheDocument();
      expect(callsTo(fetchMock, `${URL_}/approve`)).toHaveLength(0);

      await userEvent.click(within(dialog).getByRole('radio', { name: /Approved/ }));
      await userEvent.type(within(dialog).getByLabelText('Password'), 'not-my-password');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
      const password = within(dialog).getByLabelText('Password');
      await waitFor(() => expect(password).toHaveAccessibleDescription(/The password is not correct/));
      expect(password).toHaveValue('');
      expect(password).toHaveFocus();
      expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();

      await userEvent.type(password, 'Lovelace-Audit-2026!');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, `${URL_}/approve`).map((c) => c.body)).toEqual([
        { version: completed.version, password: 'not-my-password', meaning: 'Approved' },
        { version: completed.version, password: 'Lovelace-Audit-2026!', meaning: 'Approved' },
      ]);
      const block = screen.getByRole('region', { name: 'Electronic Signature' });
      expect(block).toHaveTextContent('Signed: Approved');
      expect(block).toHaveTextContent('Printed nameAda Lovelace');
      expect(block).toHaveTextContent('E-mailada@example.com');
      expect(block).toHaveTextContent('Signed (UTC)Nov 23, 2026, 14:05:09 UTC');
      expect(block).toHaveTextContent('MeaningApproved');
      expect(block).toHaveTextContent('The report is approved and can no longer change.');
      expect(block).not.toHaveTextContent('Signature invalid');
      expect(within(block).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByText('Approved', { selector: 'span' })).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    },
    SLOW_TEST,
  );

  it('shows a signature whose hash no longer matches the report as invalid, and offers no new signature', async () => {
    storeFakeSession();
    const changed: Report = {
      ...completed,
      signatures: [
        signature({ meaning: 'Authored', valid: false }),
        signature({ signerId: 'u3', printedName: 'Alan Turing', meaning: 'Reviewed' }),
      ],
    };
    stubFetch(api(changed));
    renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
    const invalid = await screen.findByRole('article', { name: 'Authored by Ada Lovelace' });
    expect(invalid).toHaveTextContent('Signed: AuthoredSignature invalid: the record changed after it was signed');
    const valid = screen.getByRole('article', { name: 'Reviewed by Alan Turing' });
    expect(valid).not.toHaveTextContent('Signature invalid');
    const block = screen.getByRole('region', { name: 'Electronic Signature' });
    expect(block).toHaveTextContent('A report whose signatures no longer match it cannot be signed.');
    expect(within(block).queryByRole('button', { name: 'Sign Report' })).not.toBeInTheDocument();
  });

  it(
    'asks before each move and closes a CAPA whose latest check was effective',
    async () => {
      const check = {
        id: 'c1',
        method: 'Three audits',
        result: 'effective' as const,
        notes: 'Three audits clean.',
        checkedBy: 'u1',
        checkedAt: '2026-11-20T10:00:00.000Z',
      };
      let current = capa({ status: 'verified', version: 3, effectivenessChecks: [check] });
      const fetchMock = stubFetch(
        api(completed, [], {
          [`GET ${URL_}/capas`]: () => [current],
          [`PATCH ${CAPA_URL}`]: (init: RequestInit | undefined) => {
            const body = JSON.parse(String(init!.body)) as Partial<Capa>;
            current = { ...current, ...body, version: current.version + 1 } as Capa;
            return current;
          },
        }),
      );
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      const card = await screen.findByRole('article', { name: 'Non-compliance: Vendor Oversight' });
      expect(
        within(card)
          .getAllByRole('button')
          .map((b) => b.textContent?.trim()),
      ).toEqual([
        'Edit',
        'Record effectiveness check',
        'Close CAPA',
        'Reopen',
        'Show history of Non-compliance: Vendor Oversight',
      ]);
      expect(within(card).getByRole('region', { name: /Effectiveness checks of/ })).toHaveTextContent(
        'Effective · Three audits · u1',
      );
      await userEvent.click(within(card).getByRole('button', { name: 'Close CAPA' }));
      const dialog = await screen.findByRole('dialog', { name: 'Close CAPA' });
      expect(dialog).toHaveTextContent('A closed CAPA is final and closes its finding.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(callsTo(fetchMock, CAPA_URL)).toHaveLength(0);

      await userEvent.click(within(card).getByRole('button', { name: 'Close CAPA' }));
      const again = await screen.findByRole('dialog', { name: 'Close CAPA' });
      await userEvent.click(within(again).getByRole('button', { name: 'Close CAPA' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, CAPA_URL)[0]!.body).toEqual({ version: 3, status: 'closed' });
      const closed = await screen.findByRole('article', { name: 'Non-compliance: Vendor Oversight' });
      await waitFor(() => expect(closed).toHaveTextContent('Closed'));
      expect(closed).toHaveTextContent('A Closed CAPA is final and cannot be changed.');
      expect(closed).toHaveTextContent('Three audits clean.');
      // Final: only its history can still be opened.
      expect(
        within(closed)
          .getAllByRole('button')
          .map((b) => b.textContent?.trim()),
      ).toEqual(['Show history of Non-compliance: Vendor Oversight']);
    },
    SLOW_TEST,
  );

  it(
    "records a not-effective check only with a new target date, with the API's messages",
    async () => {
      const current = capa({ status: 'in_progress', version: 2 });
      const checkUrl = `${CAPA_URL}/effectiveness-checks`;
      const fetchMock = stubFetch(
        api(completed, [], {
          [`GET ${URL_}/capas`]: () => [current],
          [`POST ${checkUrl}`]: () => ({ ...current, version: 3, dueDate: '2027-01-31' }),
        }),
      );
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      const card = await screen.findByRole('article', { name: 'Non-compliance: Vendor Oversight' });
      expect(card).toHaveTextContent('No effectiveness check recorded yet.');
      await userEvent.click(within(card).getByRole('button', { name: 'Record effectiveness check' }));
      const dialog = await screen.findByRole('dialog', { name: 'Record effectiveness check' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record check' }));
      expect(await within(dialog).findByText('Method is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Result must be Effective or Not effective')).toBeInTheDocument();
      expect(within(dialog).getByText('Evidence or notes are required')).toBeInTheDocument();

      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Method' }), 'Audit of next visit');
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Not effective' }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Evidence or notes/ }), 'Old form used again');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record check' }));
      expect(
        await within(dialog).findByText('A new target date is required when the check is not effective'),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, checkUrl)).toHaveLength(0);

      await userEvent.type(within(dialog).getByLabelText('New target date'), '2027-01-31');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record check' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, checkUrl)[0]!.body).toEqual({
        version: 2,
        method: 'Audit of next visit',
        result: 'not_effective',
        notes: 'Old form used again',
        newDueDate: '2027-01-31',
      });
    },
    SLOW_TEST,
  );

  it(
    'edits a CAPA sending only what changed, with the version read',
    async () => {
      let current = capa();
      const fetchMock = stubFetch(
        api(completed, [], {
          [`GET ${URL_}/capas`]: () => [current],
          [`PATCH ${CAPA_URL}`]: (init: RequestInit | undefined) => {
            current = { ...current, ...(JSON.parse(String(init!.body)) as Partial<Capa>), version: 2 } as Capa;
            return current;
          },
        }),
      );
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      const card = await screen.findByRole('article', { name: 'Non-compliance: Vendor Oversight' });
      await userEvent.click(within(card).getByRole('button', { name: 'Edit Non-compliance: Vendor Oversight' }));
      await userEvent.type(within(card).getByRole('textbox', { name: 'Root cause' }), 'No contract template.');
      await userEvent.type(within(card).getByRole('textbox', { name: 'Responsible person' }), 'Jordan Reyes');
      await userEvent.click(within(card).getByRole('button', { name: 'Save CAPA' }));
      await waitFor(() => expect(card).toHaveTextContent('Root causeNo contract template.'));
      expect(callsTo(fetchMock, CAPA_URL)[0]!.body).toEqual({
        version: 1,
        rootCause: 'No contract template.',
        responsiblePerson: 'Jordan Reyes',
      });
    },
    SLOW_TEST,
  );

  it(
    'offers answering and review for a report in progress, and signing only once completed',
    async () => {
      const inProgress = withAnswers(report(), { 'vendor-1': 'non_compliant' });
      stubFetch(api(inProgress));
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      const actions = await screen.findByRole('group', { name: 'Report actions' });
      expect(within(actions).getByRole('link', { name: 'Continue in Wizard' })).toHaveAttribute(
        'href',
        `/audit-reports?report=${REPORT_ID}`,
      );
      expect(within(actions).getByRole('button', { name: 'Submit for Review' })).toBeInTheDocument();
      expect(screen.getByText('A report can be signed once it is completed.')).toBeInTheDocument();
      expect(
        screen.getByText(
          '1 finding needs CAPA. The CAPA records are opened when the report is completed, due in 30 days.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign Report' })).not.toBeInTheDocument();
    },
    SLOW_TEST,
  );

  it(
    'says where the trail breaks, and when a report does not exist',
    async () => {
      stubFetch(
        api(completed, [], {
          [`GET ${URL_}/trail`]: {
            entries: [trailEntry(1), trailEntry(2, { prevHash: 'tampered' })],
            verified: false,
          },
        }),
      );
      const view = renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      expect(await screen.findByText(/Trail verification failed: the chain breaks at entry 2/)).toBeInTheDocument();
      expect(screen.queryByText('Trail verified')).not.toBeInTheDocument();
      view.unmount();

      stubFetch(workspaceApi({ [`GET ${URL_}`]: () => jsonResponse({ error: 'Report not found' }, 404) }));
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
    },
    SLOW_TEST,
  );

  it(
    'says what each meaning does; an Authored signature is recorded and leaves the report completed',
    async () => {
      storeFakeSession();
      const authored: Report = { ...completed, version: completed.version + 1, signatures: [signature()] };
      const fetchMock = stubFetch(api(completed, [], { [`POST ${URL_}/approve`]: authored }));
      renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
      const block = await screen.findByRole('region', { name: 'Electronic Signature' });
      expect(
        await within(block).findByText(/Only a signature meaning "Approved" approves the report and locks it\./),
      ).toBeInTheDocument();
      await userEvent.click(within(block).getByRole('button', { name: 'Sign Report' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign Report' });
      expect(dialog).toHaveAccessibleDescription(
        `${completed.title}: choose what your signature means. Only "Approved" approves the report and locks it; the other meanings are recorded with it.`,
      );
      expect(within(dialog).getByRole('radio', { name: /^Approved/ })).toHaveAccessibleName(
        'Approved I approve this report as final. Approves the report and locks it: nothing in it can change afterwards.',
      );
      expect(within(dialog).getByRole('radio', { name: /^Reviewed/ })).toHaveAccessibleName(
        'Reviewed I reviewed this report and its findings. Recorded with the report; its status does not change.',
      );
      expect(within(dialog).getByRole('radio', { name: /^Authored/ })).toHaveAccessibleName(
        'Authored I wrote this report. Recorded with the report; its status does not change.',
      );
      expect(
        within(dialog)
          .getAllByRole('radio')
          .filter((r) => (r as HTMLInputElement).disabled),
      ).toHaveLength(0);
      expect(within(dialog).queryByText(/signing approves it/)).not.toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('radio', { name: /^Authored/ }));
      await userEvent.type(within(dialog).getByLabelText('Password'), 'Lovelace-Audit-2026!');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, `${URL_}/approve`)[0]!.body).toEqual({
        version: completed.version,
        password: 'Lovelace-Audit-2026!',
        meaning: 'Authored',
      });
      expect(block).toHaveTextContent('Signed: Authored');
      expect(block).not.toHaveTextContent('The report is approved');
      expect(screen.getByText('Completed', { selector: 'span' })).toBeInTheDocument();
      // Still to approve; the same person cannot sign as Authored twice.
      await userEvent.click(within(block).getByRole('button', { name: 'Sign Report' }));
      const again = await screen.findByRole('dialog', { name: 'Sign Report' });
      const authoredRadio = within(again).getByRole('radio', { name: /^Authored/ });
      expect(authoredRadio).toBeDisabled();
      expect(authoredRadio).toHaveAccessibleDescription(
        'Not available: You have already signed this report as "Authored".',
      );
      expect(within(again).getByRole('radio', { name: /^Approved/ })).toBeEnabled();
    },
    SLOW_TEST,
  );

  describe('in an organisation', () => {
    it(
      'tells an author why they cannot approve, and lets them sign only as Authored',
      async () => {
        storeFakeSession();
        const fetchMock = stubFetch(
          api({ ...completed, authorIds: ['u1', 'u3'] }, [], {
            ...inOrg('owner'),
            [`POST ${URL_}/approve`]: completed,
          }),
        );
        renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
        const reason =
          'You wrote or answered this report, so you cannot sign it as "Approved": another reviewer must. You may sign it as "Authored".';
        const block = await screen.findByRole('region', { name: 'Electronic Signature' });
        expect(await within(block).findByText(reason, {}, SLOW)).toBeInTheDocument();
        const sign = within(block).getByRole('button', { name: 'Sign Report' });
        expect(sign).toHaveAccessibleDescription(reason);

        await userEvent.click(sign);
        const dialog = await screen.findByRole('dialog', { name: 'Sign Report' });
        const approved = within(dialog).getByRole('radio', { name: /^Approved/ });
        expect(approved).toBeDisabled();
        expect(approved).toHaveAccessibleDescription(`Not available: ${reason}`);
        expect(within(dialog).getByRole('radio', { name: /^Reviewed/ })).toBeDisabled();
        // The one meaning left is chosen.
        expect(within(dialog).getByRole('radio', { name: /^Authored/ })).toBeChecked();
        await userEvent.type(within(dialog).getByLabelText('Password'), 'Lovelace-Audit-2026!');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
        await waitFor(() => expect(callsTo(fetchMock, `${URL_}/approve`)).toHaveLength(1));
        expect(callsTo(fetchMock, `${URL_}/approve`)[0]!.body).toMatchObject({ meaning: 'Authored' });
      },
      SLOW_TEST,
    );

    it(
      "shows the API's reason when it refuses a reviewer's signature (403)",
      async () => {
        storeFakeSession();
        const refusal =
          'You wrote or answered this report, so you cannot sign it as "Approved": another reviewer must. You may sign it as "Authored".';
        stubFetch(
          api({ ...completed, createdBy: 'u3', authorIds: ['u3'], reviewerId: 'u1' }, [], {
            ...inOrg('reviewer'),
            [`POST ${URL_}/approve`]: jsonResponse({ error: refusal }, 403),
          }),
        );
        renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
        await userEvent.click(await screen.findByRole('button', { name: 'Sign Report' }, SLOW));
        const dialog = await screen.findByRole('dialog', { name: 'Sign Report' });
        // Only "Authored" is closed to a reviewer who wrote nothing; the API still has the last word.
        expect(
          within(dialog)
            .getAllByRole('radio')
            .filter((r) => (r as HTMLInputElement).disabled)
            .map((r) => r.getAttribute('value')),
        ).toEqual(['Authored']);
        await userEvent.click(within(dialog).getByRole('radio', { name: /^Approved/ }));
        await userEvent.type(within(dialog).getByLabelText('Password'), 'Hopper-Review-2026!');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Report' }));
        expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
        expect(screen.getByRole('dialog', { name: 'Sign Report' })).toBeInTheDocument();
      },
      SLOW_TEST,
    );

    it(
      'names the reviewer from the members and saves a new one (PATCH reviewerId)',
      async () => {
        storeFakeSession();
        let current: Report = withAnswers(report(), { 'vendor-1': 'compliant' });
        const fetchMock = stubFetch(
          api(current, [], {
            ...inOrg('auditor'),
            [`GET ${URL_}`]: () => current,
            [`PATCH ${URL_}`]: (init: RequestInit | undefined) => {
              current = { ...current, ...(JSON.parse(String(init!.body)) as object), version: current.version + 1 };
              return current;
            },
            [`GET ${URL_}/trail`]: {
              entries: [
                trailEntry(1, { actor: 'u3', after: { title: current.title } }),
                trailEntry(2, { actor: 'u1', before: { reviewerId: null }, after: { reviewerId: 'u2' } }),
              ],
              verified: true,
            },
          }),
        );
        renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
        const reviewer = await screen.findByRole('combobox', { name: 'Reviewer' }, SLOW);
        // Those who may approve and did not write it: Grace (reviewer); not Ada (its author), Alan or Vera.
        await waitFor(() =>
          expect(
            within(reviewer)
              .getAllByRole('option')
              .map((o) => o.textContent),
          ).toEqual(['No reviewer', 'Grace Hopper']),
        );
        await userEvent.selectOptions(reviewer, 'Grace Hopper');
        await userEvent.click(screen.getByRole('button', { name: 'Save Reviewer' }));
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Reviewer' })).not.toBeInTheDocument());
        expect(callsTo(fetchMock, URL_).filter((c) => c.init.method === 'PATCH')[0]!.body).toEqual({
          version: current.version - 1,
          reviewerId: 'u2',
        });
        expect(screen.getByRole('combobox', { name: 'Reviewer' })).toHaveValue('u2');
        // The trail names who acted and whom they named.
        const trail = screen.getByRole('region', { name: 'Audit Trail' });
        expect(await within(trail).findByText(/by Alan Turing/)).toBeInTheDocument();
        expect(trail).toHaveTextContent('Reviewer(none) → changed to Grace Hopper');
      },
      SLOW_TEST,
    );

    it(
      'shows a viewer the report, its reviewer and signatures, and no control that changes or signs it',
      async () => {
        storeFakeSession();
        stubFetch(
          api(
            { ...completed, reviewerId: 'u2', signatures: [signature({ signerId: 'u3', printedName: 'Alan Turing' })] },
            [capa()],
            {
              ...inOrg('viewer'),
            },
          ),
        );
        renderRoutes(routes, `/audit-reports/${REPORT_ID}`);
        expect(await screen.findByText('View only:', {}, SLOW)).toBeInTheDocument();
        await waitFor(() =>
          expect(screen.getByText('Reviewer:').parentElement).toHaveTextContent('Reviewer: Grace Hopper'),
        );
        expect(screen.queryByRole('combobox', { name: 'Reviewer' })).not.toBeInTheDocument();
        const block = screen.getByRole('region', { name: 'Electronic Signature' });
        expect(block).toHaveTextContent('Signed: Authored');
        expect(block).toHaveTextContent('Printed nameAlan Turing');
        expect(block).toHaveTextContent('This report is complete and awaits signing.');
        expect(within(block).queryByRole('button')).not.toBeInTheDocument();
        const capaCard = await screen.findByRole('article', { name: 'Non-compliance: Vendor Oversight' });
        expect(
          within(capaCard)
            .getAllByRole('button')
            .map((b) => b.textContent?.trim()),
        ).toEqual(['Show history of Non-compliance: Vendor Oversight']);
        expect(screen.queryByRole('group', { name: 'Report actions' })).not.toBeInTheDocument();
        // Exports are reading: still there.
        expect(screen.getByRole('button', { name: /Download .* as PDF/ })).toBeInTheDocument();
      },
      SLOW_TEST,
    );
  });
});
