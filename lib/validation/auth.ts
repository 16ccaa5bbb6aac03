import { z } from 'zod';

// Shared by the forms and the route handlers.

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((e) => e.toLowerCase());

export const signupSchema = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.'),
  email,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .min(8, 'Password must be at least 8 characters.')
    .max(128, 'Password is at most 128 characters.'),
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128, 'Password is at most 128 characters.'),
});

export const verifyOtpSchema = z.object({
  email,
  otp: z
    .string({ error: 'OTP is required.' })
    .trim()
    .min(1, 'OTP is required.')
    .regex(/^\d{6}$/, 'The code is 6 digits.'),
});

export const resendOtpSchema = z.object({ email });

const otp = z
  .string({ error: 'OTP is required.' })
  .trim()
  .min(1, 'OTP is required.')
  .regex(/^\d{6}$/, 'The code is 6 digits.');

const newPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password is at most 128 characters.');

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({ email, otp, password: newPassword });

/** Asking to move the account to another address: the code goes there; the password proves it is the owner asking. */
export const changeEmailRequestSchema = z.object({
  newEmail: email,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128, 'Password is at most 128 characters.'),
});

export const changeEmailConfirmSchema = z.object({ newEmail: email, otp });

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangeEmailRequestInput = z.infer<typeof changeEmailRequestSchema>;
export type ChangeEmailConfirmInput = z.infer<typeof changeEmailConfirmSchema>;
