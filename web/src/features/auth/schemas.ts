import { z } from 'zod';

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address'));

/** The user pool's password policy (infra sets the same rules on Cognito). */
export const passwordSchema = z
  .string()
  .min(12, 'Password must be at least 12 characters')
  .max(256, 'Password must be at most 256 characters')
  .regex(/[A-Z]/, 'Password must include an uppercase letter')
  .regex(/[a-z]/, 'Password must include a lowercase letter')
  .regex(/[0-9]/, 'Password must include a number')
  .regex(/[^A-Za-z0-9]/, 'Password must include a symbol');

export const PASSWORD_HINT =
  'At least 12 characters, with an uppercase letter, a lowercase letter, a number and a symbol.';

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  email,
  password: passwordSchema,
});

export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your email')
    .regex(/^\d{6}$/, 'The code is the 6 digits from your email'),
});

export const emailSchema = z.object({ email });

export const resetSchema = codeSchema.extend({ password: passwordSchema });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type CodeValues = z.infer<typeof codeSchema>;
export type EmailValues = z.infer<typeof emailSchema>;
export type ResetValues = z.infer<typeof resetSchema>;
