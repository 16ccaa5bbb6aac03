'use client';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { authApi } from '@/lib/client-api/auth';
import { ApiError } from '@/lib/client-api/http';
import { clearToken } from '@/lib/client/auth-store';
import { clearQueue } from '@/lib/client/offline-queue';
import { clearAppCaches } from '@/lib/client/service-worker';

/** SPEC section 4: call the server first; on success remove only the token, alert, go home. */
export function useLogout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await authApi.logout();
    } catch (e) {
      // A 401 means the server session is already gone: the user is logged out either way.
      if (!(e instanceof ApiError && e.status === 401)) {
        setPending(false);
        window.alert('Logout failed');
        return;
      }
    }
    clearToken();
    queryClient.clear();
    // Issue 19: the cached pages and the unsent offline writes belong to this session alone. Started
    // before the alert (which the SPEC puts right after the token goes) and finished before leaving.
    const cleared = Promise.all([clearAppCaches(), clearQueue()]).catch((e: unknown) => console.error('Failed to clear offline data', e));
    setPending(false);
    window.alert('Logged out');
    await cleared;
    router.push('/');
  }, [router, queryClient]);
  return { logout, pending };
}
