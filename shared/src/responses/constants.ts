// Response statuses and cause categories, without zod: the entity modules import them and build no schema.

export const CAUSE_CATEGORIES = ['people', 'process', 'system', 'documentation', 'vendor', 'other'] as const;
export type CauseCategory = (typeof CAUSE_CATEGORIES)[number];

/** A response's life: the auditee drafts and submits it, the auditor accepts it or returns it for a revision. */
export const RESPONSE_STATUSES = ['draft', 'submitted', 'accepted', 'returned'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
