'use client';
import { useQuery } from '@tanstack/react-query';
import type { WeeklyInsightsDto } from '@/lib/validation/journal';
import { apiFetch } from './http';
import { insightsKeys } from './keys';

export type { WeeklyInsightsDto };

export const insightsApi = {
  tips: () => apiFetch<WeeklyInsightsDto>('/api/insights/tips', { bearer: true }),
};

export function useWeeklyInsights(enabled = true) {
  return useQuery({ queryKey: insightsKeys.tips(), queryFn: insightsApi.tips, enabled, staleTime: 60_000 });
}

export { insightsKeys };
