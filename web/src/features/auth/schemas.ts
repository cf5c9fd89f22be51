import * as z from '@cq/shared/schemas/z';
import { passwordSchema } from '@/lib/auth/passwordPolicy';

export { passwordSchema, PASSWORD_HINT } from '@/lib/auth/passwordPolicy';

const email = z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), z.email('Invalid email address'));

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Password is required')),
});

export const signUpSchema = z.object({
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100, 'First name is too long')),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100, 'Last name is too long')),
  email,
  password: passwordSchema,
});

export const codeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the code from your email'),
      z.regex(/^\d{6}$/, 'The code is the 6 digits from your email'),
    ),
});

export const emailSchema = z.object({ email });

export const resetSchema = z.extend(codeSchema, { password: passwordSchema });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type CodeValues = z.infer<typeof codeSchema>;
export type EmailValues = z.infer<typeof emailSchema>;
export type ResetValues = z.infer<typeof resetSchema>;
