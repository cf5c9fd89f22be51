/** The address parameter naming the role applied for: /careers/apply?job=<id> (absent or blank: a general application). */
export const APPLY_JOB_PARAM = 'job';

export const roleOf = (search: string): string | null =>
  new URLSearchParams(search).get(APPLY_JOB_PARAM)?.trim() || null;

export const namesRole = (search: string): boolean => roleOf(search) !== null;
