import { createSopVersion, indexAllVersions } from '../data/library/sops';
import { FIRST_ISSUE, SEED_SOPS } from './content';

/** Who approved the first issue of the seeded SOPs (the trail of later versions names a staff member). */
export const SEED_APPROVER = 'system:library-seed';

/**
 * Writes version 1.0 of each library SOP, approved, unless it is there already (create-only, so a later
 * revision is never overwritten and seeding twice changes nothing). Versions stored before the staff list's
 * index are put back into it. Returns how many it wrote.
 */
export async function seedSops(): Promise<number> {
  let created = 0;
  for (const sop of SEED_SOPS) {
    const written = await createSopVersion(
      {
        sopId: sop.id,
        seq: 1,
        version: FIRST_ISSUE.version,
        status: 'approved',
        code: sop.code,
        title: sop.title,
        area: sop.area,
        summary: sop.summary,
        body: {
          ...sop.body,
          revisionHistory: [{ version: FIRST_ISSUE.version, date: FIRST_ISSUE.effectiveDate, change: 'First issue.' }],
        },
        effectiveDate: FIRST_ISSUE.effectiveDate,
        nextReviewDate: FIRST_ISSUE.nextReviewDate,
      },
      SEED_APPROVER,
    );
    if (written) created++;
  }
  await indexAllVersions(SEED_SOPS.map((s) => s.id));
  return created;
}
