import type { UserProfile } from '@cq/shared';
import { allAudits } from '../data/audits/audits';
import { listBadges } from '../data/people/badges';
import { allCapas } from '../data/audits/capas';
import { allFindings } from '../data/audits/findings';
import type { Owner } from '../data/core/owner';
import { allInteractions } from '../data/quala/quala';
import { allReports, REPORT_ENTITY } from '../data/audits/reports';
import { readTrail } from '../data/trail/trail';
import { usageHistory } from '../data/people/usage';

const trails = async (entityType: string, ids: string[]) =>
  Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await readTrail(entityType, id)] as const)));

/**
 * Everything the user owns, in one JSON document: profile, audits, findings, audit reports (with their checklist
 * responses and signature), their CAPA, the signatures on their own, each record's trail (so the file can be
 * checked on its own), Quala interactions, usage by month and badges. Every read is a Query or a GetItem.
 */
export async function exportData(owner: Owner, profile: UserProfile) {
  const [audits, findings, auditReports, capas, usage, badges, qualaInteractions] = await Promise.all([
    allAudits(owner),
    allFindings(owner),
    allReports(owner),
    allCapas(owner),
    usageHistory(owner),
    listBadges(profile.id),
    allInteractions(owner),
  ]);
  const ids = (records: { id: string }[]) => records.map((r) => r.id);
  const [User, Audit, Finding, AuditReport, Capa] = await Promise.all([
    readTrail('User', profile.id),
    trails('Audit', ids(audits)),
    trails('Finding', ids(findings)),
    trails(REPORT_ENTITY, ids(auditReports)),
    trails('Capa', ids(capas)),
  ]);
  const signatures = auditReports.flatMap((r) => r.signatures.map((s) => ({ reportId: r.id, ...s })));
  return {
    exportedAt: new Date().toISOString(),
    profile,
    audits,
    findings,
    auditReports,
    capas,
    signatures,
    trail: { User, Audit, Finding, AuditReport, Capa },
    qualaInteractions,
    usage,
    badges,
  };
}
