import { slugify } from '@cq/shared';
import { createPost, slugOwner } from '../data/content/contentPosts';
import { SEED_BRIEFINGS } from './seedContent';

/** Who wrote the seeded briefings in the trail (staff edits after that name a staff member). */
export const SEED_AUTHOR = 'system:briefings-seed';

/**
 * Publishes each seeded Regulatory Briefing whose slug no post holds yet, through the same trailed write the
 * CMS uses. Create-only: a briefing staff edited (or any post holding the slug) is left as it is, so seeding
 * twice writes nothing. Returns how many it wrote.
 */
export async function seedBriefings(): Promise<number> {
  let created = 0;
  for (const briefing of SEED_BRIEFINGS) {
    if ((await slugOwner(slugify(briefing.title))) !== null) continue;
    await createPost(SEED_AUTHOR, { ...briefing, published: true, briefing: true });
    created++;
  }
  return created;
}
