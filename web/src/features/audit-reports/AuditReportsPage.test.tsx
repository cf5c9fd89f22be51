import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportSummary } from '@cq/shared/reports/schemas';
import { callsTo, jsonResponse, storeFakeSession, stubFetch } from '@/test/browser';
import { controlLook } from '@/test/contrast';
import { renderRoutes } from '@/test/render';
import { inOrg, workspaceApi } from '@/test/workspace';
import { AuditReportsPage } from './AuditReportsPage';
import { countsOf, listAnswer } from '@/test/reports';
import { REPORT_ID, report, summary, summaryOf, withAnswers } from './testData';
import { NOTES_SAVE_DELAY_MS } from './useChecklistSaver';

const URL_ = `/api/audit-reports/${REPORT_ID}`;
const STALE = 'This record was changed by someone else. Reload and try again.';
/** Tests that click and type through several screens: generous, for a loaded machine. */
const SLOW_TEST = 15_000;
const routes = [
  { path: '/audit-reports', element: <AuditReportsPage /> },
  { path: '/audit-reports/:id', element: <p>Report page</p> },
  { path: '/audits', element: <p>Audits list</p> },
];

/** An in-memory reports API: the record the wizard works on, and the list. */
function reportsApi(start: Report | null, list: ReportSummary[] = []) {
  let current = start;
  let reports = list;
  const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
  const save = (next: Report) => {
    current = next;
    reports = [summaryOf(next), ...reports.filter((r) => r.id !== next.id)];
    return next;
  };
  return {
    get current() {
      return current;
    },
    handler: workspaceApi({
      'GET /api/audit-reports': listAnswer(() => reports),
      'GET /api/report-counts': () => countsOf(reports),
      'POST /api/audit-reports': (init: RequestInit | undefined) => {
        const { type, title, notes } = body(init) as { type: Report['type']; title: string; notes?: string };
        return jsonResponse(save(report({ type, title, notes: notes ?? '' })), 201);
      },
      [`GET ${URL_}`]: () => current ?? jsonResponse({ error: 'Report not found' }, 404),
      [`PUT ${URL_}/responses`]: (init: RequestInit | undefined) => {
        const { responses } = body(init) as {
          responses: {
            questionId: string;
            response: NonNullable<Report['checklist'][number]['response']>;
            notes: string;
          }[];
        };
        const answers = Object.fromEntries(
          responses.filter((r) => r.response).map((r) => [r.questionId, { response: r.response, notes: r.notes }]),
        );
        return save(withAnswers(current!, answers));
      },
      [`PATCH ${URL_}`]: async (init: RequestInit | undefined) => {
        const { status, title, notes, version } = body(init) as Partial<Report>;
        await new Promise((resolve) => setTimeout(resolve, 20)); // a request takes a moment
        if (version !== current!.version) return jsonResponse({ error: STALE }, 409); // as the API does
        return save({
          ...current!,
          ...(status ? { status } : {}),
          ...(title ? { title } : {}),
          ...(notes !== undefined ? { notes } : {}),
          ...(status === 'completed' ? { completedAt: '2026-11-06T10:00:00.000Z' } : {}),
          version: current!.version + 1,
        });
      },
      [`DELETE ${URL_}`]: () => {
        reports = reports.filter((r) => r.id !== REPORT_ID);
        current = null;
        return { ok: true };
      },
      [`GET ${URL_}/trail`]: { entries: [], verified: true },
    }),
  };
}

const question = (n: number) => screen.getByRole('group', { name: new RegExp(`^Question ${n} of 5`) });
const answer = (n: number, label: string) => userEvent.click(within(question(n)).getByRole('radio', { name: label }));

describe('/audit-reports wizard', () => {
  afterEach(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it(
    'starts only with a title, then saves answers, generates the review and completes',
    async () => {
      const api = reportsApi(null);
      const fetchMock = stubFetch(api.handler);
      const { router } = renderRoutes(routes, '/audit-reports');

      // Step 1: Start stays disabled while the trimmed title is blank.
      const start = await screen.findByRole('button', { name: 'Start Report' });
      expect(start).toBeDisabled();
      expect(screen.getByRole('navigation', { name: 'Report steps' })).toHaveTextContent(/1Select/);
      const title = screen.getByRole('textbox', { name: 'Report title' });
      // Why it is disabled: the title's hint, which also counts against the schema's limit.
      expect(start).toHaveAccessibleDescription('Enter a title to start.');
      expect(title).toHaveAccessibleDescription('Enter a title to start. 0 / 200 characters');
      await userEvent.type(title, '   ');
      expect(start).toBeDisabled();
      // A title over 200 characters is kept as typed and refused with the field's message, not cut.
      await userEvent.click(title);
      await userEvent.paste('A'.repeat(201));
      expect(title).toHaveAccessibleDescription('201 / 200 characters Must be at most 200 characters');
      expect(title).toHaveValue(`   ${'A'.repeat(201)}`);
      await userEvent.click(start);
      expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
      expect(callsTo(fetchMock, '/api/audit-reports').filter((c) => c.init.method === 'POST')).toHaveLength(0);
      await userEvent.click(screen.getByRole('radio', { name: /GCP Site Audit/ }));
      await userEvent.clear(title);
      await userEvent.type(title, 'Site 104 GCP audit');
      await userEvent.type(screen.getByRole('textbox', { name: 'Initial notes (optional)' }), 'Routine visit');
      expect(start).toBeEnabled();
      await userEvent.click(start);

      // Step 2: the report is saved and named in the address; five questions; the report's title is shown.
      expect(await screen.findByRole('heading', { name: 'Checklist' })).toHaveFocus();
      expect(screen.getByText('Report:')).toHaveTextContent('Report: Site 104 GCP audit');
      expect(callsTo(fetchMock, '/api/audit-reports').find((c) => c.init.method === 'POST')!.body).toEqual({
        type: 'gcp_site_audit',
        title: 'Site 104 GCP audit',
        notes: 'Routine visit',
      });
      expect(router.state.location.search).toBe(`?report=${REPORT_ID}`);
      expect(screen.getAllByRole('group', { name: /^Question \d of 5/ })).toHaveLength(5);
      const generate = screen.getByRole('button', { name: 'Generate AI Report' });
      expect(generate).toBeDisabled();

      // The notes box shows only for a minor finding or non-compliance.
      const notes = () => within(question(1)).queryByRole('textbox', { name: 'Notes for question 1' });
      await answer(1, 'Compliant');
      expect(notes()).not.toBeInTheDocument();
      await answer(1, 'Not Applicable');
      expect(notes()).not.toBeInTheDocument();
      await answer(1, 'Minor Finding');
      expect(notes()).toBeInTheDocument();
      await answer(1, 'Non-Compliant');
      await userEvent.type(notes()!, 'Two consents signed after screening.');
      await userEvent.tab(); // leaving the box saves at once
      await answer(3, 'Compliant');
      expect(await screen.findByText('All answers saved')).toBeInTheDocument();
      expect(generate).toBeEnabled();

      // Every save is against the version the last one returned, with notes only where they belong.
      const puts = callsTo(fetchMock, `${URL_}/responses`);
      expect(puts.map((p) => (p.body as { version: number }).version)).toEqual(puts.map((_, i) => i + 1));
      const last = puts.at(-1)!.body as { responses: { questionId: string; response: string | null; notes: string }[] };
      expect(last.responses).toHaveLength(5);
      expect(last.responses[0]).toEqual({
        questionId: 'site-1',
        response: 'non_compliant',
        notes: 'Two consents signed after screening.',
      });
      expect(last.responses[2]).toEqual({ questionId: 'site-3', response: 'compliant', notes: '' });

      // Step 3: Generate moves the report to review.
      await userEvent.click(generate);
      expect(await screen.findByRole('heading', { name: 'Review' })).toHaveFocus();
      expect(screen.getByText('Report:')).toHaveAttribute('title', 'Site 104 GCP audit');
      const patch = callsTo(fetchMock, URL_).filter((c) => c.init.method === 'PATCH');
      expect(patch.at(-1)!.body).toEqual({ version: api.current!.version - 1, status: 'review' });
      expect(screen.getByText('Completion').parentElement).toHaveTextContent('2/5');
      expect(screen.getByText('Findings', { selector: 'p' }).parentElement).toHaveTextContent('1');
      // Two of five answered: the score is provisional, with no level and no colour (not a green "Low risk").
      const score = screen.getByText('Risk score').parentElement!;
      expect(score).toHaveTextContent('25/100Provisional: 2 of 5 answered');
      expect(score).not.toHaveTextContent(/risk$/);
      expect(score).not.toHaveClass('bg-success-surface');
      const finding = screen.getByRole('heading', { name: 'Non-compliance: Informed Consent' }).closest('li')!;
      expect(finding).toHaveTextContent('Critical25 points');
      expect(finding).toHaveTextContent('Two consents signed after screening.');
      expect(finding).toHaveTextContent('Recommendation');
      expect(finding).toHaveTextContent('CAPA');
      expect(screen.getByRole('group', { name: 'Export report' })).toHaveTextContent('PDFHTMLMD');

      // Completing waits for every answer: back to the checklist for the three left.
      expect(screen.getByRole('button', { name: 'Complete Report' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Complete Report' })).toHaveAccessibleDescription(
        'Answer every checklist item before completing the report: 3 of 5 are still unanswered. ' +
          'Mark items that do not apply as Not Applicable.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Back to Checklist' }));
      await screen.findByRole('heading', { name: 'Checklist' });
      for (const n of [2, 4, 5]) await answer(n, 'Compliant');
      expect(await screen.findByText('All answers saved')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Generate AI Report' }));
      await screen.findByRole('heading', { name: 'Review' });

      // Every item answered: the score is final and has its level.
      expect(screen.getByText('Risk score').parentElement).toHaveTextContent('25/100Low risk');

      // Step 4: complete, then start again.
      await userEvent.click(screen.getByRole('button', { name: 'Complete Report' }));
      expect(await screen.findByRole('heading', { name: 'Report completed' })).toHaveFocus();
      expect(api.current!.status).toBe('completed');
      const sign = screen.getByRole('link', { name: 'Open Report to Sign' });
      expect(sign).toHaveAttribute('href', `/audit-reports/${REPORT_ID}`);
      // Signing is what the report waits for: the main action, filled, and nothing about it looks disabled.
      const look = controlLook(sign);
      expect(look.edge).toBe('#0f4c5c');
      expect(look.edgeContrast).toBeGreaterThanOrEqual(3);
      expect(look.textContrast).toBeGreaterThanOrEqual(4.5);
      expect(look.faded).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Create Another Report' }));
      expect(await screen.findByRole('heading', { name: 'Start a new report' })).toHaveFocus();
      expect(router.state.location.search).toBe('');
      expect(screen.getByRole('textbox', { name: 'Report title' })).toHaveValue('');
    },
    2 * SLOW_TEST,
  ); // a whole wizard run, typed key by key

  it(
    'resumes a saved draft from the address, goes back and forth, and View All Reports goes to /audits',
    async () => {
      const saved = withAnswers(report(), { 'vendor-2': { response: 'minor_finding', notes: 'Audit trail off.' } });
      const api = reportsApi(saved, [summaryOf(saved)]);
      const fetchMock = stubFetch(api.handler);
      const { router } = renderRoutes(routes, `/audit-reports?report=${REPORT_ID}`);

      expect(await screen.findByRole('heading', { name: 'Checklist' })).not.toHaveFocus();
      expect(within(question(2)).getByRole('radio', { name: 'Minor Finding' })).toBeChecked();
      expect(within(question(2)).getByRole('textbox', { name: 'Notes for question 2' })).toHaveValue(
        'Audit trail off.',
      );
      expect(screen.getByText('1 of 5 answered')).toBeInTheDocument();

      // Back to step 1: the title and notes can change, the type cannot.
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('heading', { name: 'Report details' })).toHaveFocus();
      expect(screen.getByRole('radio', { name: /Vendor Audit/ })).toBeChecked();
      expect(screen.getByRole('radio', { name: /GCP Site Audit/ })).toBeDisabled();
      const title = screen.getByRole('textbox', { name: 'Report title' });
      await userEvent.clear(title);
      await userEvent.type(title, 'Acme CRO requalification');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { name: 'Checklist' })).toBeInTheDocument();
      const patches = callsTo(fetchMock, URL_).filter((c) => c.init.method === 'PATCH');
      expect(patches[0]!.body).toEqual({ version: 2, title: 'Acme CRO requalification' });

      // Review, then back: the report returns to in progress.
      await userEvent.click(screen.getByRole('button', { name: 'Generate AI Report' }));
      await screen.findByRole('heading', { name: 'Review' });
      expect(api.current!.status).toBe('review');
      await userEvent.click(screen.getByRole('button', { name: 'Back to Checklist' }));
      await screen.findByRole('heading', { name: 'Checklist' });
      expect(api.current!.status).toBe('in_progress');

      for (const n of [1, 3, 4, 5]) await answer(n, 'Not Applicable');
      expect(await screen.findByText('All answers saved')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Generate AI Report' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Complete Report' }));
      await userEvent.click(await screen.findByRole('button', { name: 'View All Reports' }));
      expect(await screen.findByText('Audits list')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/audits');
    },
    SLOW_TEST,
  );

  it(
    'counts the notes and refuses notes over 2 000 characters, keeping them whole, until they are shortened',
    async () => {
      const api = reportsApi(report({ status: 'in_progress', version: 2 }));
      const fetchMock = stubFetch(api.handler);
      renderRoutes(routes, `/audit-reports?report=${REPORT_ID}`);
      await screen.findByRole('heading', { name: 'Checklist' });
      await answer(1, 'Non-Compliant');
      expect(await screen.findByText('All answers saved')).toBeInTheDocument();
      const notes = within(question(1)).getByRole('textbox', { name: 'Notes for question 1' });
      expect(notes).toHaveAccessibleDescription('0 / 2\u00a0000 characters');
      expect(notes).not.toHaveAttribute('maxlength');

      // An observation of 2 001 characters: kept as pasted (not cut), counted, refused with the API's message.
      const observation = `${'Consent signed after screening. '.repeat(62)}The site was told`;
      expect(observation).toHaveLength(2001);
      await userEvent.click(notes);
      await userEvent.paste(observation);
      expect(notes).toHaveValue(observation);
      expect(notes).toHaveAccessibleDescription(
        '2\u00a0001 / 2\u00a0000 characters Must be at most 2\u00a0000 characters',
      );
      expect(notes).toBeInvalid();
      await userEvent.tab();
      expect(await screen.findByText('Not saved')).toBeInTheDocument();
      const refusal = screen.getByText(/^Shorten the notes marked below to 2 000 characters or fewer/);
      expect(refusal).toHaveRole('alert');
      expect(screen.getByRole('button', { name: 'Generate AI Report' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Generate AI Report' })).toHaveAccessibleDescription(
        refusal.textContent!,
      );
      await new Promise((resolve) => setTimeout(resolve, NOTES_SAVE_DELAY_MS + 100));
      const sent = () =>
        callsTo(fetchMock, `${URL_}/responses`).map(
          (c) => (c.body as { responses: { notes: string }[] }).responses[0]!.notes,
        );
      expect(sent()).toEqual(['']); // only the answer saved before the notes; nothing past the limit is sent

      // One character less: saved whole, the end of the observation included.
      await userEvent.click(notes);
      await userEvent.keyboard('{Backspace}');
      expect(notes).toHaveAccessibleDescription('2\u00a0000 / 2\u00a0000 characters');
      await userEvent.tab();
      expect(await screen.findByText('All answers saved')).toBeInTheDocument();
      expect(sent().at(-1)).toBe(observation.slice(0, -1));
      expect(screen.queryByText(/^Shorten the notes/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Generate AI Report' })).toBeEnabled();
    },
    SLOW_TEST,
  );

  it(
    'sends Complete Report once on a double click: the button is disabled from the first click until the answer',
    async () => {
      const answered = withAnswers(
        report(),
        { 'vendor-1': 'compliant', 'vendor-2': 'compliant', 'vendor-3': 'compliant', 'vendor-4': 'compliant' },
        { status: 'review' },
      );
      const api = reportsApi(withAnswers(answered, { 'vendor-5': 'not_applicable' }, { status: 'review' }));
      const fetchMock = stubFetch(api.handler);
      const version = api.current!.version;
      const consoleError = vi.spyOn(console, 'error');
      renderRoutes(routes, `/audit-reports?report=${REPORT_ID}`);
      const complete = await screen.findByRole('button', { name: 'Complete Report' });
      // Two clicks as fast as a double click (Playwright's dblclick, a quick finger): both land before the
      // mutation's pending state reaches the screen, which TanStack Query delivers on a timer.
      fireEvent.click(complete);
      expect(complete).toBeDisabled();
      expect(complete).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Back to Checklist' })).toBeDisabled();
      fireEvent.click(complete);
      expect(await screen.findByRole('heading', { name: 'Report completed' })).toBeInTheDocument();
      const patches = callsTo(fetchMock, URL_).filter((c) => c.init.method === 'PATCH');
      expect(patches.map((p) => p.body)).toEqual([{ version, status: 'completed' }]);
      expect(callsTo(fetchMock, '/api/error-logs')).toHaveLength(0);
      expect(consoleError).not.toHaveBeenCalled();
      expect(screen.queryByText(STALE)).not.toBeInTheDocument();
    },
    SLOW_TEST,
  );

  it(
    'keeps Start Report disabled while its request is pending, so a second click starts nothing (spec §5)',
    async () => {
      const api = reportsApi(null);
      let answer: () => void = () => {};
      const gate = new Promise<void>((resolve) => (answer = resolve));
      const fetchMock = stubFetch(async (url, init) => {
        if (url === '/api/audit-reports' && init?.method === 'POST') await gate;
        return api.handler(url, init);
      });
      renderRoutes(routes, '/audit-reports');
      const start = await screen.findByRole('button', { name: 'Start Report' });
      await userEvent.type(screen.getByRole('textbox', { name: 'Report title' }), 'Site 7 GCP audit');
      expect(start).toBeEnabled();
      fireEvent.click(start);
      await waitFor(() => expect(start).toBeDisabled());
      fireEvent.click(start);
      answer();
      expect(await screen.findByRole('heading', { name: 'Checklist' })).toBeInTheDocument();
      expect(callsTo(fetchMock, '/api/audit-reports').filter((c) => c.init.method === 'POST')).toHaveLength(1);
    },
    SLOW_TEST,
  );

  it(
    'says when a save is refused as stale and reloads the report as it now is',
    async () => {
      const saved = report({ status: 'in_progress', version: 4 });
      const theirs = withAnswers(saved, { 'vendor-5': 'compliant' });
      let stale = true;
      const api = reportsApi(saved);
      stubFetch((url, init) => {
        if (url === `${URL_}/responses` && stale)
          return jsonResponse({ error: 'This record was changed by someone else. Reload and try again.' }, 409);
        if (url === URL_ && init?.method !== 'PATCH' && !stale) return jsonResponse(theirs);
        return api.handler(url, init);
      });
      renderRoutes(routes, `/audit-reports?report=${REPORT_ID}`);
      await screen.findByRole('heading', { name: 'Checklist' });
      await answer(1, 'Compliant');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This record was changed by someone else. Reload and try again.');
      expect(screen.getByText('Not saved')).toBeInTheDocument();
      stale = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(within(question(5)).getByRole('radio', { name: 'Compliant' })).toBeChecked());
      expect(within(question(1)).getByRole('radio', { name: 'Compliant' })).not.toBeChecked();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    SLOW_TEST,
  );

  it(
    'downloads each export under the file name the server gives',
    async () => {
      const createObjectURL = vi.fn(() => 'blob:report');
      Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
      const clicked: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      const reviewed = withAnswers(report(), { 'vendor-1': 'non_compliant' }, { status: 'review' });
      const api = reportsApi(reviewed);
      const fetchMock = stubFetch((url, init) => {
        const format = /\/export\?format=(\w+)$/.exec(url)?.[1];
        if (format)
          return new Response(format === 'pdf' ? '%PDF-1.7' : '# report', {
            headers: { 'Content-Disposition': `attachment; filename="Vendor-qualification-2026-11-23.${format}"` },
          });
        return api.handler(url, init);
      });
      renderRoutes(routes, `/audit-reports?report=${REPORT_ID}`);
      await screen.findByRole('heading', { name: 'Review' });
      for (const format of ['PDF', 'HTML', 'MD']) {
        await userEvent.click(
          screen.getByRole('button', { name: `Download Vendor qualification: Acme CRO as ${format}` }),
        );
        expect(await screen.findByText(`${format} downloaded`)).toBeInTheDocument();
      }
      expect(clicked).toEqual([
        'Vendor-qualification-2026-11-23.pdf',
        'Vendor-qualification-2026-11-23.html',
        'Vendor-qualification-2026-11-23.md',
      ]);
      expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/export'))).toEqual([
        `${URL_}/export?format=pdf`,
        `${URL_}/export?format=html`,
        `${URL_}/export?format=md`,
      ]);
    },
    SLOW_TEST,
  );

  it(
    'tells when the report in the address does not exist',
    async () => {
      stubFetch(reportsApi(null).handler);
      renderRoutes(routes, `/audit-reports?report=${REPORT_ID}`);
      expect(await screen.findByText('There is no report at this address in your workspace.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Start a New Report' }));
      expect(await screen.findByRole('button', { name: 'Start Report' })).toBeInTheDocument();
    },
    SLOW_TEST,
  );
});

describe('/audit-reports list', () => {
  const list = [
    summary({
      id: 'r1',
      title: 'Acme CRO',
      type: 'vendor_audit',
      status: 'draft',
      progress: 20,
      answered: 1,
      riskScore: 10,
      riskLevel: 'Low',
      findings: 1,
    }),
    summary({
      id: 'r2',
      title: 'Site 104',
      type: 'gcp_site_audit',
      status: 'in_progress',
      progress: 60,
      answered: 3,
      riskScore: 80,
      riskLevel: 'Critical',
      findings: 4,
    }),
    summary({
      id: 'r3',
      title: 'Annual review',
      type: 'internal_qa_audit',
      status: 'completed',
      progress: 100,
      answered: 5,
      riskScore: 50,
      riskLevel: 'Medium',
      findings: 2,
    }),
    summary({
      id: 'r4',
      title: 'Lab vendor',
      type: 'vendor_audit',
      status: 'approved',
      progress: 80,
      answered: 5,
      riskScore: 90,
      riskLevel: 'Critical',
      findings: 5,
      createdAt: '2026-10-01T10:00:00.000Z',
      updatedAt: '2026-10-09T10:00:00.000Z',
    }),
  ];
  const card = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('li')!;

  it(
    'shows the counters and a card per report with its progress colour, findings, risk and dates',
    async () => {
      stubFetch(reportsApi(null, list).handler);
      renderRoutes(routes, '/audit-reports');
      const counts = await screen.findByRole('region', { name: 'Report counts' });
      await waitFor(() =>
        expect(counts).toHaveTextContent('4Total Reports1In Progress0Under Review2High Risk2Completed'),
      );

      const lab = card('Lab vendor');
      expect(lab).toHaveTextContent('Approved');
      expect(lab).toHaveTextContent('Vendor Audit');
      expect(lab).toHaveTextContent('5 findings');
      expect(lab).toHaveTextContent('Risk 90/100');
      expect(lab).toHaveTextContent('Critical risk');
      // A report not fully answered says its score is provisional: no level, no risk colour.
      expect(card('Site 104')).toHaveTextContent('Risk 80/100Provisional: 3 of 5 answered');
      expect(card('Site 104')).not.toHaveTextContent('Critical risk');
      expect(card('Acme CRO')).toHaveTextContent('Provisional: 1 of 5 answered');
      expect(card('Acme CRO')).not.toHaveTextContent('Low risk');
      expect(lab).toHaveTextContent('CreatedOct 01, 2026');
      expect(lab).toHaveTextContent('UpdatedOct 09, 2026');
      const fill = (title: string) =>
        within(card(title)).getByRole('progressbar', { name: `${title} progress` }).firstElementChild!;
      expect(fill('Annual review')).toHaveClass('bg-success');
      expect(fill('Lab vendor')).toHaveClass('bg-[#2563eb]');
      expect(fill('Site 104')).toHaveClass('bg-[#ca8a04]');
      expect(fill('Acme CRO')).toHaveClass('bg-[#64748b]');

      // View everywhere; Edit while answers may change; Delete only for drafts and reports in progress.
      expect(within(lab).getByRole('link', { name: 'View Lab vendor' })).toHaveAttribute('href', '/audit-reports/r4');
      expect(within(lab).queryByRole('link', { name: 'Edit Lab vendor' })).not.toBeInTheDocument();
      expect(within(lab).queryByRole('button', { name: 'Delete Lab vendor' })).not.toBeInTheDocument();
      expect(within(lab).getByRole('button', { name: 'Download Lab vendor' })).toBeInTheDocument();
      expect(within(card('Annual review')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
      expect(within(card('Site 104')).getByRole('link', { name: 'Edit Site 104' })).toHaveAttribute(
        'href',
        '/audit-reports?report=r2',
      );
      expect(within(card('Acme CRO')).getByRole('button', { name: 'Delete Acme CRO' })).toBeInTheDocument();
    },
    SLOW_TEST,
  );

  it(
    'filters by text on title or type, by type and by status',
    async () => {
      stubFetch(reportsApi(null, list).handler);
      renderRoutes(routes, '/audit-reports');
      await screen.findByRole('heading', { name: 'Acme CRO', level: 3 });
      const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'vendor');
      expect(titles()).toEqual(['Acme CRO', 'Lab vendor']);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
      expect(titles()).toEqual(['Lab vendor']);
      await userEvent.clear(screen.getByRole('searchbox', { name: 'Search reports' }));
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'gcp_site_audit');
      expect(titles()).toEqual(['Site 104']);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'review');
      expect(titles()).toEqual(['No reports found']);
    },
    SLOW_TEST,
  );

  it(
    'reads the list a page at a time: "Load more reports" asks for the next page',
    async () => {
      const first = [summary({ id: 'p1', title: 'Page one' })];
      const second = [summary({ id: 'p2', title: 'Page two' })];
      stubFetch(
        workspaceApi({
          'GET /api/report-counts': countsOf([...first, ...second]),
          'GET /api/audit-reports': (_init: RequestInit | undefined, url: string) =>
            url.includes('cursor=c2')
              ? second
              : new Response(JSON.stringify(first), {
                  headers: { 'content-type': 'application/json', 'x-next-cursor': 'c2' },
                }),
        }),
      );
      renderRoutes(routes, '/audit-reports');
      await screen.findByRole('heading', { name: 'Page one', level: 3 });
      expect(screen.queryByRole('heading', { name: 'Page two', level: 3 })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Load more reports' }));
      expect(await screen.findByRole('heading', { name: 'Page two', level: 3 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more reports' })).not.toBeInTheDocument();
      // The counters count every report, loaded or not.
      expect(screen.getByRole('region', { name: 'Report counts' })).toHaveTextContent('2Total Reports');
    },
    SLOW_TEST,
  );

  it(
    'deletes after confirmation and the list refreshes',
    async () => {
      const draft = report({ title: 'Acme CRO' });
      const api = reportsApi(draft, [summaryOf(draft)]);
      const fetchMock = stubFetch(api.handler);
      renderRoutes(routes, '/audit-reports');
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Acme CRO' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(callsTo(fetchMock, URL_).filter((c) => c.init.method === 'DELETE')).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: 'Delete Acme CRO' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Delete this report?' })).getByRole('button', {
          name: 'Delete Report',
        }),
      );
      expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
      expect(callsTo(fetchMock, URL_).filter((c) => c.init.method === 'DELETE')).toHaveLength(1);
      expect(screen.getByText('Report deleted')).toBeInTheDocument();
    },
    SLOW_TEST,
  );

  describe('in an organisation', () => {
    it(
      "keeps with 'Awaiting my review' the reports naming the user as reviewer that are under review or completed",
      async () => {
        storeFakeSession();
        const mine = list.map((r) => (r.id === 'r1' ? r : { ...r, authorIds: ['u3'], reviewerId: 'u1' }));
        stubFetch(
          workspaceApi({
            ...inOrg('reviewer'),
            'GET /api/audit-reports': mine,
            'GET /api/report-counts': countsOf(mine),
            // The bell's entry for the one report waiting for the user's review: the filter's count.
            'GET /api/notifications': [
              { id: 'n1', kind: 'review_awaiting', title: 'Annual review', dueDate: '2026-11-01', reportId: 'r3' },
            ],
          }),
        );
        renderRoutes(routes, '/audit-reports');
        await screen.findByRole('heading', { name: 'Acme CRO', level: 3 }, { timeout: 5000 });
        const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
        // r2 is in progress and r4 approved: only r3 (completed) waits for the user.
        const filter = await screen.findByRole('checkbox', { name: 'Awaiting my review (1)' });
        await userEvent.click(filter);
        expect(titles()).toEqual(['Annual review']);
        await userEvent.click(filter);
        expect(titles()).toHaveLength(4);
      },
      SLOW_TEST,
    );

    it(
      'names a new report’s reviewer in the first step (not its author), and sends the id',
      async () => {
        storeFakeSession();
        const api = reportsApi(null);
        const org = inOrg('auditor');
        const calls = stubFetch((url, init) => {
          const key = `${init?.method ?? 'GET'} ${url}`;
          return key in org ? jsonResponse(org[key]) : api.handler(url, init);
        });
        renderRoutes(routes, '/audit-reports');
        const reviewer = await screen.findByRole('combobox', { name: 'Reviewer (optional)' }, { timeout: 5000 });
        await waitFor(() =>
          expect(
            within(reviewer)
              .getAllByRole('option')
              .map((o) => o.textContent),
          ).toEqual(['No reviewer', 'Grace Hopper']),
        );
        await userEvent.type(screen.getByRole('textbox', { name: 'Report title' }), 'Acme CRO');
        await userEvent.selectOptions(reviewer, 'Grace Hopper');
        await userEvent.click(screen.getByRole('button', { name: /Start Report/ }));
        await waitFor(() =>
          expect(callsTo(calls, '/api/audit-reports').filter((c) => c.init.method === 'POST')).toHaveLength(1),
        );
        expect(callsTo(calls, '/api/audit-reports').find((c) => c.init.method === 'POST')!.body).toEqual({
          type: 'vendor_audit',
          title: 'Acme CRO',
          reviewerId: 'u2',
        });
      },
      SLOW_TEST,
    );

    it(
      'shows a viewer the list without the wizard, Edit or Delete',
      async () => {
        stubFetch(
          workspaceApi({
            ...inOrg('viewer'),
            'GET /api/audit-reports': list,
            'GET /api/report-counts': countsOf(list),
          }),
        );
        renderRoutes(routes, '/audit-reports');
        expect(await screen.findByText('View only:')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Start Report/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
        expect(within(card('Site 104')).getByRole('link', { name: 'View Site 104' })).toBeInTheDocument();
        expect(within(card('Site 104')).getByRole('button', { name: 'Download Site 104' })).toBeInTheDocument();
      },
      SLOW_TEST,
    );
  });
});
