import { z } from 'zod';
import { passwordSchema } from '@/lib/auth/passwordPolicy';

export { passwordSchema, PASSWORD_HINT } from '@/lib/auth/passwordPolicy';

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address'));

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
