import { slugify } from '@cq/shared';
import { createPost, POST_ENTITY_TYPE, slugOwner } from '../data/content/contentPosts';
import { trailByActor } from '../data/trail/trail';
import { SEED_BRIEFINGS } from './seedContent';

/** Who wrote the seeded briefings in the trail (staff edits after that name a staff member). */
export const SEED_AUTHOR = 'system:briefings-seed';

/**
 * Publishes each seeded Regulatory Briefing the seed never published before and whose slug no post holds,
 * through the same trailed write the CMS uses. Create-only and once: a briefing staff edited (or any post holding
 * the slug) is left as it is, and one staff deleted stays deleted — the trail keeps the seed's creations, so the
 * seed knows what it placed. Seeding twice writes nothing. Returns how many it wrote.
 */
export async function seedBriefings(): Promise<number> {
  // Not a request path: the seed's own entries, a handful, read once per seeding.
  const placed = new Set(
    (await trailByActor(SEED_AUTHOR))
      .filter((entry) => entry.entityType === POST_ENTITY_TYPE && entry.action === 'create')
      .map((entry) => (entry.after as { title?: string } | null)?.title),
  );
  let created = 0;
  for (const briefing of SEED_BRIEFINGS) {
    if (placed.has(briefing.title) || (await slugOwner(slugify(briefing.title))) !== null) continue;
    await createPost(SEED_AUTHOR, { ...briefing, published: true, briefing: true });
    created++;
  }
  return created;
}
