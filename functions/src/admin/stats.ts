import { HEALTH_THRESHOLDS, systemHealthOf, type AdminStats } from '@cq/shared';
import { latestBackupTime } from '../data/ops/backups';
import { bucketOf, readSeries, readTotal } from '../data/core/counters';
import { env } from '../lib/env';

/** The health window: the current ten-minute bucket and the five before it (50 to 60 minutes). */
const HEALTH_BUCKETS = 6;
const TEN_MINUTES_MS = 600_000;

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/**
 * The admin dashboard's figures, each read from what the writes keep (no Scan): the user and active-audit totals,
 * the last hour's browser error reports and 5xx answers (and the verdict they give), and the last backup.
 */
export async function adminStats(now = new Date()): Promise<AdminStats> {
  const current = bucketOf('tenMinutes', now);
  const first = bucketOf('tenMinutes', new Date(now.getTime() - (HEALTH_BUCKETS - 1) * TEN_MINUTES_MS));
  const [totalUsers, activeAudits, errorLogs, serverErrors, lastBackup] = await Promise.all([
    readTotal('totalUsers'),
    readTotal('activeAudits'),
    readSeries('browserFaults', 'tenMinutes', first, current).then(sum),
    readSeries('serverErrors', 'tenMinutes', first, current).then(sum),
    latestBackupTime(),
  ]);
  return {
    totalUsers,
    activeAudits,
    systemHealth: systemHealthOf({ errorLogs, serverErrors }),
    health: {
      windowStart: `${first}:00.000Z`,
      errorLogsLastHour: errorLogs,
      serverErrorsLastHour: serverErrors,
      thresholds: HEALTH_THRESHOLDS,
    },
    lastBackup,
    dashboardUrl: env.errorDashboardUrl() ?? null,
  };
}
