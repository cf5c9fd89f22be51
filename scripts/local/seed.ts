import { seedJobs } from '../../functions/src/careers/seedJobs';
import { seedReportTemplates } from '../../functions/src/data/reports';

/**
 * Data the local stack needs on first start (demo records). Each seeder is idempotent.
 * Feature seeders register here as they are built.
 */
export async function seedData(): Promise<void> {
  const seeders: Array<() => Promise<unknown>> = [seedJobs, seedReportTemplates];
  for (const seed of seeders) await seed();
}
