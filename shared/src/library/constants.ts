// SOP statuses, without zod: the entity modules import them and build no schema.

export const SOP_STATUSES = ['draft', 'in_review', 'approved', 'superseded'] as const;
