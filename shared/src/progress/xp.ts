/** Experience, levels and streaks (spec §9 and issue 8's rules), the same on server and screen. */
export const XP_AWARDS = {
  auditCreated: 100,
  auditCompleted: 500,
  reportCompleted: 500,
  qualaInteraction: 10,
} as const;
export type XpReason = keyof typeof XP_AWARDS;

export const MAX_LEVEL = 10;
export const XP_PER_LEVEL_STEP = 3000;

/** XP needed to leave `level`: level × 3000. */
export const xpForNextLevel = (level: number): number => level * XP_PER_LEVEL_STEP;

/** The level reached with `xp`, starting from `level` (levels never go down); a user at L reaches L+1 at L × 3000. */
export function levelFor(xp: number, level = 1): number {
  let next = Math.max(1, level);
  while (next < MAX_LEVEL && xp >= xpForNextLevel(next)) next++;
  return next;
}

/** Progress bar percent towards the next level (0-100), 100 at the top level. */
export function levelProgress(xp: number, level: number): number {
  if (level >= MAX_LEVEL) return 100;
  return Math.max(0, Math.min(100, Math.floor((xp / xpForNextLevel(level)) * 100)));
}

/** Spec §9 text under the progress bar. */
export const levelProgressText = (xp: number, level: number): string =>
  level >= MAX_LEVEL ? 'Max level reached' : `${Math.max(0, xpForNextLevel(level) - xp)} XP to Level ${level + 1}`;

const utcDay = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);
const previousUtcDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);

export interface Progress {
  xpPoints: number;
  level: number;
  streak: number;
  /** The UTC day of the last XP-earning action (`yyyy-mm-dd`), or null before the first. */
  lastActiveDay: string | null;
}

/**
 * An XP-earning action at `at`: adds the XP, raises the level, and counts the streak — the first action of a UTC
 * day adds 1 when the previous active day was yesterday, else the streak starts again at 1; later actions the
 * same day leave it.
 */
export function earnXp(progress: Progress, xp: number, at: Date | string): Progress {
  const today = utcDay(at);
  const streak =
    progress.lastActiveDay === today
      ? Math.max(1, progress.streak)
      : progress.lastActiveDay === previousUtcDay(today)
        ? progress.streak + 1
        : 1;
  const xpPoints = progress.xpPoints + xp;
  return { xpPoints, level: levelFor(xpPoints, progress.level), streak, lastActiveDay: today };
}
