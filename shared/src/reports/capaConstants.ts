// CAPA statuses and effectiveness results, without zod: the entity modules import them and build no schema.

/** CAPA records (spec §3 capa_logs; issue 9): open → in_progress → verified → closed; closing needs the check. */
export const CAPA_STATUSES = ['open', 'in_progress', 'verified', 'closed'] as const;
export type CapaStatus = (typeof CAPA_STATUSES)[number];

/** An effectiveness check's result (issue 20): only "effective" lets a CAPA be verified and closed. */
export const EFFECTIVENESS_RESULTS = ['effective', 'not_effective'] as const;
export type EffectivenessResult = (typeof EFFECTIVENESS_RESULTS)[number];
