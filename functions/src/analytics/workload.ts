import { ANALYTICS_MESSAGES, type WorkloadRow } from '@cq/shared/analytics/schemas';
import { readBreakdown } from '../data/analytics/aggregates';
import type { Workspace } from '../data/core/owner';
import { listMembers } from '../data/orgs/orgs';
import { NotFoundError } from '../domain/errors';

interface Range {
  fromMonth: string;
  toMonth: string;
}
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Per member of the organisation, the audits they lead or work on planned in the range (and those not done), and
 * the open CAPAs they are responsible for due in the range. A CAPA names its owner as written (a name or an
 * e-mail address), so it counts for the member of that name or address. Reads: the members (bounded by the
 * seat cap) and two Queries of per-member and per-owner items. The personal workspace has no team: 404 with the
 * reason, as the organisation's other member reports answer there.
 */
export async function workloadRows(workspace: Workspace, { fromMonth, toMonth }: Range): Promise<WorkloadRow[]> {
  if (!workspace.orgId) throw new NotFoundError(ANALYTICS_MESSAGES.orgOnly);
  const [members, audits, open] = await Promise.all([
    listMembers(workspace.orgId),
    readBreakdown(workspace.workspaceId, 'workload', 'member', fromMonth, toMonth),
    readBreakdown(workspace.workspaceId, 'capa', 'openByOwner', fromMonth, toMonth),
  ]);
  const owners = [...open].map(([key, { counts }]) => ({ owner: key.split('\n')[0] ?? '', open: counts.capaOpen }));
  return members
    .map((m) => {
      const mine = audits.get(m.userId)?.counts;
      return {
        member: m.name,
        memberId: m.userId,
        audits: mine?.memberAudits ?? 0,
        auditsOpen: mine?.memberAuditsOpen ?? 0,
        openCapas: owners
          .filter(({ owner }) => same(owner, m.name) || (m.email !== '' && same(owner, m.email)))
          .reduce((sum, { open }) => sum + open, 0),
      };
    })
    .sort((a, b) => b.audits + b.openCapas - (a.audits + a.openCapas) || a.member.localeCompare(b.member));
}
