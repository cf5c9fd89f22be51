import { BADGES, badgesEarned, earnXp, type BadgeType } from '@cq/shared';
import { NotFoundError } from '../../domain/errors';
import { store, type TransactionEntities } from '../core/store';
import { getProfile, type StoredProfile } from './users';
import './user.entity';

export type Counter = 'auditsCreated' | 'auditsCompleted' | 'lowRiskReportsCompleted';

/** What an action earns: XP and the counters badges look at. */
export interface Award {
  xp: number;
  counters?: Partial<Record<Counter, number>>;
}

/** An award worked out from the profile as read: written only if the profile is still at that version. */
export interface AwardPlan {
  profile: StoredProfile;
  set: {
    xpPoints: number;
    level: number;
    streak: number;
    lastActivityDate: string;
  } & Record<Counter, number>;
  badges: BadgeType[];
  at: string;
}

const count = (profile: StoredProfile, counter: Counter) => profile[counter] ?? 0;

/** Reads the profile and held badges (consistently) and works out the new XP, level, streak and badges. */
export async function planAward(userId: string, award: Award, at: string): Promise<AwardPlan> {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFoundError('Profile not found');
  const { data: held } = await store().badge.query.byUser({ userId }).go({ consistent: true, pages: 'all' });
  const progress = earnXp(
    {
      xpPoints: profile.xpPoints,
      level: profile.level,
      streak: profile.streak,
      lastActiveDay: profile.lastActivityDate?.slice(0, 10) ?? null,
    },
    award.xp,
    at,
  );
  const counters = Object.fromEntries(
    (['auditsCreated', 'auditsCompleted', 'lowRiskReportsCompleted'] as const).map((c) => [
      c,
      count(profile, c) + (award.counters?.[c] ?? 0),
    ]),
  ) as Record<Counter, number>;
  const badges = badgesEarned(
    { ...counters, streak: progress.streak },
    held.map((b) => b.badgeType),
  );
  return {
    profile,
    set: {
      xpPoints: progress.xpPoints,
      level: progress.level,
      streak: progress.streak,
      lastActivityDate: at,
      ...counters,
    },
    badges,
    at,
  };
}

/**
 * The award's writes, to go in the action's own transaction: the profile (conditioned on the version read, so
 * two awards can never both add to the same starting XP) and each new badge (created once).
 */
export function awardWrites({ user, badge }: TransactionEntities, plan: AwardPlan) {
  return [
    user
      .patch({ id: plan.profile.id })
      .set({ ...plan.set, updatedAt: plan.at, version: plan.profile.version + 1 })
      .where(({ version }, { eq }) => eq(version, plan.profile.version))
      .commit(),
    ...plan.badges.map((type) =>
      badge.create({ userId: plan.profile.id, badgeType: type, ...BADGES[type], earnedAt: plan.at }).commit(),
    ),
  ];
}
