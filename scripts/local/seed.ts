import { seedJobs } from '../../functions/src/careers/seedJobs';
import { seedSops } from '../../functions/src/library/seedSops';
import { seedBriefings } from '../../functions/src/briefings/seedBriefings';
import { seedReportTemplates } from '../../functions/src/data/audits/reports';
import { migrateOneChain } from '../../functions/src/jobs/migrateOneChain';
import { backfillBellEntries, backfillWorkspaceTallies } from '../../functions/src/jobs/backfillOverview';
import { backfillCapaDays } from '../../functions/src/jobs/backfillCapaDays';
import { backfillPriceIndex } from '../../functions/src/jobs/backfillPriceIndex';
import { backfillAnalytics } from '../../functions/src/data/analytics/rebuild';
import { backfillAdminIndexes } from './backfill';

/**
 * Data the local stack needs on first start (demo records). Each seeder is idempotent.
 * Feature seeders register here as they are built.
 */
export async function seedData(): Promise<void> {
  // backfillAdminIndexes: indexes and counters the admin API added, over data stored before (issue 12).
  // backfillWorkspaceTallies: the dashboard's numbers per workspace (issue 25), counted once over data stored before.
  // migrateOneChain: one record per finding, CAPA and audit linked to it (issue 19), over data stored before.
  // backfillBellEntries: what the bell shows of each record (issue 25), for records stored before it kept them.
  // backfillCapaDays: the CAPA due-day index the CAPA reminder job reads (issue 20), for CAPAs stored before it.
  // backfillPriceIndex: the price index the briefings digest reads (issue 22), for subscriptions stored before it.
  // backfillAnalytics: the analytics aggregates (issue 21), rebuilt last from the records the steps above leave.
  const seeders: Array<() => Promise<unknown>> = [
    seedJobs,
    seedReportTemplates,
    seedSops,
    seedBriefings,
    backfillAdminIndexes,
    backfillWorkspaceTallies,
    migrateOneChain,
    backfillBellEntries,
    backfillCapaDays,
    backfillPriceIndex,
    backfillAnalytics,
  ];
  for (const seed of seeders) await seed();
}
