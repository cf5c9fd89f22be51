import type { SopArea } from '@cq/shared/library/rules';
import type { SopBody } from '@cq/shared/library/schemas';

/** One SOP as first issued: approved version 1.0, seeded into the table (seedSops). */
export interface SeedSop {
  /** Fixed, so seeding twice never duplicates. */
  id: string;
  code: string;
  title: string;
  area: SopArea;
  summary: string;
  body: Omit<SopBody, 'revisionHistory'>;
}

export const FIRST_ISSUE = { version: '1.0', effectiveDate: '2026-11-02', nextReviewDate: '2028-11-02' } as const;
