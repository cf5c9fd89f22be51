import type { UserProfile } from '@cq/shared';
import { allAudits } from '../data/audits';
import { listBadges } from '../data/badges';
import { allFindings } from '../data/findings';
import type { Owner } from '../data/owner';
import { allInteractions } from '../data/quala';
import { readTrail } from '../data/trail';
import { usageHistory } from '../data/usage';

/**
 * Everything the user owns, in one JSON document: profile, audits, findings, each record's trail (so the
 * file can be checked on its own), Quala interactions, usage by month and badges.
 */
export async function exportData(owner: Owner, profile: UserProfile) {
  const [audits, findings, usage, badges, qualaInteractions] = await Promise.all([
    allAudits(owner),
    allFindings(owner),
    usageHistory(owner),
    listBadges(profile.id),
    allInteractions(owner),
  ]);
  const trails = async (entityType: string, ids: string[]) =>
    Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await readTrail(entityType, id)] as const)));
  return {
    exportedAt: new Date().toISOString(),
    profile,
    audits,
    findings,
    trail: {
      User: await readTrail('User', profile.id),
      Audit: await trails(
        'Audit',
        audits.map((a) => a.id),
      ),
      Finding: await trails(
        'Finding',
        findings.map((f) => f.id),
      ),
    },
    qualaInteractions,
    usage,
    badges,
  };
}
