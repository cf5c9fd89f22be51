import * as z from '@cq/shared/schemas/z';

/**
 * The user pool's password policy (infra sets the same rules on Cognito), for sign-up, reset and change.
 * Not re-exported from lib/auth's index: zod stays out of the first load.
 */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(12, 'Password must be at least 12 characters'),
    z.maxLength(256, 'Password must be at most 256 characters'),
    z.regex(/[A-Z]/, 'Password must include an uppercase letter'),
    z.regex(/[a-z]/, 'Password must include a lowercase letter'),
    z.regex(/[0-9]/, 'Password must include a number'),
    z.regex(/[^A-Za-z0-9]/, 'Password must include a symbol'),
  );

export const PASSWORD_HINT =
  'At least 12 characters, with an uppercase letter, a lowercase letter, a number and a symbol.';
