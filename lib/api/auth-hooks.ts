'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from './http';
import { authApi } from './auth';
import { forgetExpiredToken, getToken, saveUser, useAuthState } from '@/lib/client/auth-store';

export const useSignup = () => useMutation({ mutationFn: authApi.signup });
export const useLogin = () => useMutation({ mutationFn: authApi.login });
export const useVerifyOtp = () => useMutation({ mutationFn: authApi.verifyOtp });
export const useResendOtp = () => useMutation({ mutationFn: authApi.resendOtp });

/**
 * Keeps the stored user in step with the server after a reload, so a promotion or demotion shows
 * in the header. A 401 while a token is stored means the session ended elsewhere (expired,
 * revoked): the token goes, and the screens treat the visitor as logged out.
 */
export function useSyncUser() {
  const { token, user, hydrated } = useAuthState();
  const me = useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: authApi.me,
    enabled: hydrated && Boolean(token),
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
