'use client';
import { useQuery } from '@tanstack/react-query';
import type { WeeklyInsightsDto } from '@/lib/validation/journal';
import { apiFetch } from './http';

export type { WeeklyInsightsDto };

export const insightsApi = {
  tips: () => apiFetch<WeeklyInsightsDto>('/api/insights/tips', { bearer: true }),
};

export const insightsKeys = {
  all: ['insights'] as const,
  tips: () => ['insights', 'tips'] as const,
};

export function useWeeklyInsights(enabled = true) {
  return useQuery({ queryKey: insightsKeys.tips(), queryFn: insightsApi.tips, enabled, staleTime: 60_000 });
}
