'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlanDto, SafetyPlanInput } from '@/lib/validation/safety-plan';
import { apiFetch } from './http';
import { safetyPlanKeys } from './keys';

export type { SafetyPlanDto, SafetyPlanInput };

export const safetyPlanApi = {
  get: () => apiFetch<{ plan: SafetyPlanDto | null }>('/api/me/safety-plan', { bearer: true }),
  save: (plan: SafetyPlanInput) => apiFetch<{ plan: SafetyPlanDto; message: string }>('/api/me/safety-plan', { method: 'PUT', body: plan, bearer: true }),
  remove: () => apiFetch<{ message: string }>('/api/me/safety-plan', { method: 'DELETE', bearer: true }),
};

/** The user's plan: `data` is null when they have none yet (a failed load is `isError`, never null). */
export function useSafetyPlan() {
  return useQuery({
    queryKey: safetyPlanKeys.detail(),
    queryFn: async () => (await safetyPlanApi.get()).plan,
  });
}

/** Saves the whole plan; the cache then holds what the server stored. */
export function useSaveSafetyPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: safetyPlanApi.save,
    onSuccess: (res) => {
      qc.setQueryData(safetyPlanKeys.detail(), res.plan);
    },
  });
}

export function useDeleteSafetyPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: safetyPlanApi.remove,
    onSuccess: () => {
      qc.setQueryData(safetyPlanKeys.detail(), null);
    },
    // Already gone (another tab): the cache is stale either way.
    onSettled: () => qc.invalidateQueries({ queryKey: safetyPlanKeys.all }),
  });
}

export { safetyPlanKeys };
