'use client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStats, AdminUserView } from '@/lib/services/admin';
import { ADMIN_USERS_PAGE_SIZE } from '@/lib/limits';
import { apiFetch } from './http';
import { reviewKeys } from './reviews';
import { adminKeys } from './keys';

export type { AdminStats, AdminUserView };

// SPEC 7: admin calls go with credentials (the session cookie); the bearer is sent too when one is stored.
export const adminApi = {
  users: (q: string, offset: number) => {
    const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE), offset: String(offset) });
    if (q) params.set('q', q);
    return apiFetch<AdminUserView[]>(`/api/admin/users?${params}`, { bearer: true });
  },
  deleteUser: (id: string) => apiFetch<{ message: string }>(`/api/admin/delete-user/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true }),
  stats: () => apiFetch<AdminStats>('/api/admin/stats', { bearer: true }),
  deleteReview: (id: string) => apiFetch<{ message: string }>(`/api/admin/delete-review/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true }),
};

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: adminApi.stats, staleTime: 0 });
}

/** Pages of users; a full page means there may be more. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam }) => adminApi.users(q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === ADMIN_USERS_PAGE_SIZE ? pages.reduce((n, p) => n + p.length, 0) : undefined),
    staleTime: 0,
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: adminApi.deleteUser,
    // The user's review goes with them, so the review lists and the counts change too.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.all }), qc.invalidateQueries({ queryKey: reviewKeys.all })]),
  });
}

export function useDeleteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: adminApi.deleteReview,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: reviewKeys.all }), qc.invalidateQueries({ queryKey: adminKeys.stats() })]),
  });
}

export { adminKeys };
