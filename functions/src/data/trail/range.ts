import { TRAIL_EXPORT_MAX_ENTRIES, TRAIL_MESSAGES } from '@cq/shared/trail/schemas';
import { InvalidInputError } from '../../domain/errors';
import { trailOfWorkspaceOnDay, type TrailEntry } from './trail';

/** Pages (up to 1 MB each) read for one day before the range counts as too busy to export in one request. */
const PAGES_PER_DAY = 8;

/** The UTC days from `from` to `to`, both included (`yyyy-mm-dd`). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const tooMany = () => new InvalidInputError(TRAIL_MESSAGES.tooManyEntries, { to: TRAIL_MESSAGES.tooManyEntries });

/**
 * Every trail entry of one workspace's records in a range of UTC days, oldest first: one Query per day on the
 * day index (GSI2) with the workspace as a filter. The range is capped (TRAIL_RANGE_MAX_DAYS, checked by the
 * query schema) and so are the pages per day and the entries returned, so a request reads a bounded number of
 * items; a busier range is refused (400 on `to`) rather than cut short, since a partial trail would mislead.
 */
export async function trailOfWorkspace(workspaceId: string, from: string, to: string): Promise<TrailEntry[]> {
  const entries: TrailEntry[] = [];
  for (const day of daysOf(from, to)) {
    const { entries: ofDay, complete } = await trailOfWorkspaceOnDay(workspaceId, day, PAGES_PER_DAY);
    if (!complete) throw tooMany();
    entries.push(...ofDay);
    if (entries.length > TRAIL_EXPORT_MAX_ENTRIES) throw tooMany();
  }
  return entries;
}
