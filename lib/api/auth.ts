'use client';
import type { PublicUser } from '@/lib/auth/types';
import type { LoginInput, SignupInput, VerifyOtpInput } from '@/lib/validation/auth';
import { apiFetch } from './http';

export const authApi = {
  signup: (body: SignupInput) => apiFetch<{ message: string }>('/api/auth/signup', { body }),
  verifyOtp: (body: VerifyOtpInput) => apiFetch<{ user: PublicUser; message: string }>('/api/auth/verify-otp', { body }),
  login: (body: LoginInput) => apiFetch<{ token: string; user: PublicUser }>('/api/auth/login', { body }),
  resendOtp: (email: string) => apiFetch<{ message: string }>('/api/auth/resend-otp', { body: { email } }),
  logout: () => apiFetch<{ message: string }>('/api/auth/logout', { method: 'POST', bearer: true }),
  me: () => apiFetch<{ user: PublicUser }>('/api/auth/me', { bearer: true }),
};
