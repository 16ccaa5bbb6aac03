'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityCorrelation, ActivityCreateInput, ActivityDto, ActivityUpdateInput } from '@/lib/validation/activities';
import { analyticsKeys, browserTimeZone } from './analytics';
import { apiFetch } from './http';
import { journalKeys } from './journal';
import { activityKeys } from './keys';

export type { ActivityCorrelation, ActivityDto };

export const activitiesApi = {
  list: () => apiFetch<{ activities: ActivityDto[] }>('/api/activities', { bearer: true }),
  create: (body: ActivityCreateInput) => apiFetch<{ activity: ActivityDto }>('/api/activities', { body, bearer: true }),
  update: (id: string, body: ActivityUpdateInput) =>
    apiFetch<{ activity: ActivityDto }>(`/api/activities/${encodeURIComponent(id)}`, { method: 'PUT', body, bearer: true }),
  remove: (id: string) => apiFetch<{ message: string }>(`/api/activities/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true }),
  correlations: (range: number, tz: string) =>
    apiFetch<{ data: ActivityCorrelation[] }>(`/api/analytics/correlations?range=${range}&tz=${encodeURIComponent(tz)}`, { bearer: true }),
};

export function useActivities() {
  return useQuery({ queryKey: activityKeys.list(), queryFn: async () => (await activitiesApi.list()).activities });
}

/**
 * Create, rename, re-emoji or remove; each refreshes the list, and the journal and analytics too
 * (entries show activity names, and correlations are per activity).
 */
export function useActivityMutations() {
  const qc = useQueryClient();
  const settled = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: activityKeys.all }),
      qc.invalidateQueries({ queryKey: journalKeys.all }),
      qc.invalidateQueries({ queryKey: analyticsKeys.all }),
    ]);
  return {
    create: useMutation({ mutationFn: activitiesApi.create, onSettled: settled }),
    update: useMutation({ mutationFn: ({ id, ...body }: ActivityUpdateInput & { id: string }) => activitiesApi.update(id, body), onSettled: settled }),
    remove: useMutation({ mutationFn: activitiesApi.remove, onSettled: settled }),
  };
}

/** Under ['analytics'], so saving an entry refreshes it with the other charts. */
export function useCorrelations(range: number, enabled = true) {
  const tz = browserTimeZone();
  return useQuery({ queryKey: [...analyticsKeys.all, 'correlations', range, tz], queryFn: () => activitiesApi.correlations(range, tz), enabled, staleTime: 0 });
}

export { activityKeys };
