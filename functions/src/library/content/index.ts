import { CONDUCT_SOPS } from './conduct';
import { PARTICIPANT_SOPS } from './participants';
import { QUALITY_SOPS } from './quality';
import type { SeedSop } from './types';

export { FIRST_ISSUE, type SeedSop } from './types';

/** The library's twelve SOPs as first issued, one per area. */
export const SEED_SOPS: readonly SeedSop[] = [...PARTICIPANT_SOPS, ...CONDUCT_SOPS, ...QUALITY_SOPS];
