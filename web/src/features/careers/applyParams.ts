/** The address parameter naming the role applied for: /careers/apply?job=<id> (absent or blank: a general application). */
export const APPLY_JOB_PARAM = 'job';

export const roleOf = (search: string): string | null =>
  new URLSearchParams(search).get(APPLY_JOB_PARAM)?.trim() || null;

export const namesRole = (search: string): boolean => roleOf(search) !== null;

/**
 * /careers/apply is prerendered as the general application: with a role named in the address the page differs from
 * its prerender (it loads the role first), so the app starts at once and renders it afresh rather than hydrating.
 */
export const differsFromPrerender = (prerenderedPath: string | undefined, search: string): boolean =>
  prerenderedPath === '/careers/apply' && namesRole(search);
