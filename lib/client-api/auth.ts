'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicUser } from '@/lib/auth/types';
import { forgetExpiredToken, getToken, saveUser, useAuthState } from '@/lib/client/auth-store';
import { useIdle } from '@/lib/client/idle';
import type { LoginInput, SignupInput, VerifyOtpInput } from '@/lib/validation/auth';
import { ApiError, apiFetch } from './http';
import { authKeys } from './keys';

export const authApi = {
  signup: (body: SignupInput) => apiFetch<{ message: string }>('/api/auth/signup', { body }),
  verifyOtp: (body: VerifyOtpInput) => apiFetch<{ user: PublicUser; message: string }>('/api/auth/verify-otp', { body }),
  login: (body: LoginInput) => apiFetch<{ token: string; user: PublicUser }>('/api/auth/login', { body }),
  resendOtp: (email: string) => apiFetch<{ message: string }>('/api/auth/resend-otp', { body: { email } }),
  logout: () => apiFetch<{ message: string }>('/api/auth/logout', { method: 'POST', bearer: true }),
  me: () => apiFetch<{ user: PublicUser }>('/api/auth/me', { bearer: true }),
};

export const useSignup = () => useMutation({ mutationFn: authApi.signup });
export const useLogin = () => useMutation({ mutationFn: authApi.login });
export const useVerifyOtp = () => useMutation({ mutationFn: authApi.verifyOtp });
export const useResendOtp = () => useMutation({ mutationFn: authApi.resendOtp });

/** The signed-in user as the server sees them now: the admin gate must not trust the stored copy. */
export function useServerUser() {
  return useQuery({ queryKey: authKeys.me(), queryFn: authApi.me, retry: false, staleTime: 0 });
}

/**
 * Keeps the stored user in step with the server after a reload, so a promotion or demotion shows
 * in the header. A 401 while a token is stored means the session ended elsewhere (expired,
 * revoked): the token goes, and the screens treat the visitor as logged out.
 */
export function useSyncUser() {
  const { token, user, hydrated } = useAuthState();
  // Once the page is idle: the header shows the stored user meanwhile, as it always has.
  const idle = useIdle();
  const me = useQuery({
    queryKey: authKeys.meFor(token),
    queryFn: authApi.me,
    enabled: hydrated && idle && Boolean(token),
    retry: false,
    staleTime: 60_000,
  });
  const fresh = me.data?.user;

  useEffect(() => {
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(user)) saveUser(fresh);
  }, [fresh, user]);

  useEffect(() => {
    // Only the token that was asked about: a newer login must not be undone by an older answer.
    if (me.error instanceof ApiError && me.error.status === 401 && token && getToken() === token) forgetExpiredToken();
  }, [me.error, token]);
}

export { authKeys };
