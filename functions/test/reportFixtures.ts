import { invoke, type Caller } from './harness';

/**
 * Answers to the built-in GCP site template: site-1 critical non-compliant (25 points, with a CAPA), site-3 a high
 * minor finding (15, none), site-5 medium non-compliant (10, with a CAPA): 50 points, Medium; three findings.
 */
export const SITE_ANSWERS = [
  { questionId: 'site-1', response: 'non_compliant', notes: 'Two participants consented on version 2.' },
  { questionId: 'site-2', response: 'compliant' },
  { questionId: 'site-3', response: 'minor_finding', notes: 'One unsigned correction.' },
  { questionId: 'site-4', response: 'not_applicable' },
  { questionId: 'site-5', response: 'non_compliant' },
];

/** A GCP site report (on `auditId`, if given) answered with SITE_ANSWERS, moved to review and completed. */
export async function completedSiteReport(caller: Caller, auditId?: string) {
  const body = { type: 'gcp_site_audit', title: 'Site 7 GCP audit', ...(auditId ? { auditId } : {}) };
  const created = await invoke('POST', '/api/audit-reports', { caller, body });
  if (created.status !== 201) throw new Error(`report: ${created.status}`);
  const path = `/api/audit-reports/${created.json!.id}`;
  let r = (await invoke('PUT', `${path}/responses`, { caller, body: { version: 1, responses: SITE_ANSWERS } })).json!;
  for (const status of ['review', 'completed']) {
    r = (await invoke('PATCH', path, { caller, body: { version: r.version, status } })).json!;
  }
  if (r.status !== 'completed') throw new Error(`report not completed: ${JSON.stringify(r)}`);
  return r;
}
