import { expect } from 'vitest';
import { invoke, type Caller } from './harness';
import { SITE_ANSWERS } from './reportFixtures';

/** A completed report's CAPAs (two, open, due in 30 days): what the CAPA tests start from. */
export async function capasOfCompletedReport(caller: Caller, title: string) {
  const report = (await invoke('POST', '/api/audit-reports', { caller, body: { type: 'gcp_site_audit', title } }))
    .json!;
  let r = (
    await invoke('PUT', `/api/audit-reports/${report.id}/responses`, {
      caller,
      body: { version: 1, responses: SITE_ANSWERS },
    })
  ).json!;
  for (const status of ['review', 'completed']) {
    r = (await invoke('PATCH', `/api/audit-reports/${report.id}`, { caller, body: { version: r.version, status } }))
      .json!;
  }
  const capas = (await invoke('GET', `/api/audit-reports/${report.id}/capas`, { caller })).json as Array<{
    id: string;
    dueDate: string;
    findingId: string;
  }>;
  expect(capas).toHaveLength(2);
  return { report, capas };
}

/** A CAPA client for one caller: PATCH, record a check, read the trail; each answer with its status. */
export function capaClient(caller: Caller, id: string) {
  return {
    patch: (body: Record<string, unknown>) => invoke('PATCH', `/api/capas/${id}`, { caller, body }),
    check: (body: Record<string, unknown>) => invoke('POST', `/api/capas/${id}/effectiveness-checks`, { caller, body }),
    trail: async () =>
      (await invoke('GET', `/api/capas/${id}/trail`, { caller })).json!.entries as Array<{
        action: string;
        actor: string;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }>,
  };
}

export const EFFECTIVE = {
  method: 'Record review of the next 10 consents',
  result: 'effective',
  notes: 'All 10 on the current version',
} as const;
