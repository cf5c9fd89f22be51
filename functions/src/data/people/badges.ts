import type { Badge } from '@cq/shared';
import { store } from '../core/store';
import './user.entity';

/** Access pattern: a user's badges, in the order they were earned. */
export async function listBadges(userId: string): Promise<Badge[]> {
  const { data } = await store().badge.query.byUser({ userId }).go({ pages: 'all' });
  return data
    .map((b) => ({
      id: `${b.userId}:${b.badgeType}`,
      badgeType: b.badgeType,
      title: b.title,
      description: b.description,
      iconClass: b.iconClass,
      earnedAt: b.earnedAt,
    }))
    .sort((a, b) => a.earnedAt.localeCompare(b.earnedAt));
}
