// Trail review results, without zod: the entity modules import them and build no schema.

export const TRAIL_REVIEW_RESULTS = ['no_issues', 'issues_found'] as const;
export type TrailReviewResult = (typeof TRAIL_REVIEW_RESULTS)[number];
