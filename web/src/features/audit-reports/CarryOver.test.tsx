import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Report } from '@cq/shared/reports/schemas';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { audit, workspaceApi } from '@/test/workspace';
import { AuditReportsPage } from './AuditReportsPage';
import { REPORT_ID, report, withAnswers } from './testData';

const URL_ = `/api/audit-reports/${REPORT_ID}`;
const routes = [
  { path: '/audit-reports', element: <AuditReportsPage /> },
  { path: '/audit-reports/:id', element: <p>Report page</p> },
];

/** The GCP site report as "Start from last audit" starts it: every answer carried over, unconfirmed. */
const carried = (): Report => {
  const answered = withAnswers(report({ type: 'gcp_site_audit', title: 'Re-audit', auditId: 'a1' }), {
    'site-1': { response: 'non_compliant', notes: 'Consent on version 2.' },
    'site-2': 'compliant',
    'site-3': 'compliant',
    'site-4': 'not_applicable',
    'site-5': 'compliant',
  });
  return {
    ...answered,
    status: 'draft',
    version: 2,
    checklist: answered.checklist.map((item) => ({ ...item, carriedOver: true })),
  };
};

describe('/audit-reports wizard: start from last audit', () => {
  it('offers the last audit’s report, starts from it, and confirms answers one by one', async () => {
    let current = carried();
    const fetchMock = stubFetch(
      workspaceApi({
        'GET /api/audits?limit=50': [audit({ id: 'a1', title: 'Harbour re-audit', auditeeId: 'ae1' })],
        'GET /api/audit-reports': [],
        'GET /api/report-counts': { total: 0, inProgress: 0, underReview: 0, highRisk: 0, completed: 0 },
        'GET /api/report-templates': [],
        'GET /api/audits/a1/last-report': {
          report: { id: 'r0', title: 'Harbour first visit', completedAt: '2026-10-01T10:00:00.000Z' },
        },
        'POST /api/audit-reports': () => jsonResponse(current, 201),
        [`GET ${URL_}`]: () => current,
        [`PUT ${URL_}/responses`]: () => {
          current = { ...current, version: current.version + 1 };
          return current;
        },
      }),
    );
    renderRoutes(routes, '/audit-reports');
    await userEvent.click(await screen.findByRole('radio', { name: /GCP Site Audit/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Report title' }), 'Re-audit');
    // Offered only once an audit is chosen whose auditee has a finished report of this checklist.
    expect(screen.queryByRole('checkbox', { name: /Start from last audit/ })).not.toBeInTheDocument();
    const auditSelect = screen.getByRole('combobox', { name: /Attach to an audit/ });
    await waitFor(() => expect(within(auditSelect).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(auditSelect, 'a1');
    const carryOver = await screen.findByRole('checkbox', { name: /Start from last audit/ });
    expect(carryOver).toHaveAccessibleName(
      'Start from last audit Answers and notes of “Harbour first visit” (completed Oct 01, 2026), each marked “carried over — confirm” until you confirm or change it.',
    );
    expect(callsTo(fetchMock, '/api/audits/a1/last-report?type=gcp_site_audit')).toHaveLength(1);
    await userEvent.click(carryOver);
    await userEvent.click(screen.getByRole('button', { name: 'Start Report' }));

    expect(await screen.findByRole('heading', { name: 'Checklist' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/audit-reports').find((c) => c.init.method === 'POST')!.body).toEqual({
      type: 'gcp_site_audit',
      title: 'Re-audit',
      auditId: 'a1',
      carryOverFrom: 'last',
    });
    expect(screen.getAllByText('carried over — confirm')).toHaveLength(5);
    const first = screen.getByRole('group', { name: /^Question 1 of 5/ });
    expect(within(first).getByRole('radio', { name: 'Non-Compliant' })).toBeChecked();
    await userEvent.click(within(first).getByRole('button', { name: 'Confirm the answer to question 1' }));
    expect(within(first).queryByText('carried over — confirm')).not.toBeInTheDocument();
    expect(screen.getAllByText('carried over — confirm')).toHaveLength(4);
    await waitFor(() => expect(callsTo(fetchMock, `${URL_}/responses`)).toHaveLength(1));
    const { responses } = callsTo(fetchMock, `${URL_}/responses`)[0]!.body as {
      responses: Array<Record<string, unknown>>;
    };
    expect(responses[0]).toEqual({
      questionId: 'site-1',
      response: 'non_compliant',
      notes: 'Consent on version 2.',
      confirm: true,
    });
    // The others are sent as they are, still unconfirmed.
    expect(responses[1]).toEqual({ questionId: 'site-2', response: 'compliant', notes: '' });
  });
});
