/** `careers` is the careers/CMS variant: a typing indicator, a longer delay and the content rule. */
export type ChatVariant = 'default' | 'careers';

/** Careers and content-management pages use the careers/CMS variant. */
export const variantForPath = (pathname: string): ChatVariant =>
  /^\/(careers|cms)(\/|$)/.test(pathname) ? 'careers' : 'default';
