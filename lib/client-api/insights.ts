'use client';
import { useQuery } from '@tanstack/react-query';
import type { WeeklyInsightsDto } from '@/lib/validation/journal';
import { browserTimeZone } from './analytics';
import { apiFetch } from './http';
import { insightsKeys } from './keys';

export type { WeeklyInsightsDto };

// "This week" is the last 7 calendar days where the user is, so the card sends the browser's zone.
export const insightsApi = {
  tips: (tz: string = browserTimeZone()) => apiFetch<WeeklyInsightsDto>(`/api/insights/tips?tz=${encodeURIComponent(tz)}`, { bearer: true }),
};

// The key stays ['insights', 'tips'] without the zone: a browser's zone does not change while the
// card is shown, and a server prefetch under this key would not know it anyway.
export function useWeeklyInsights(enabled = true) {
  return useQuery({ queryKey: insightsKeys.tips(), queryFn: () => insightsApi.tips(), enabled, staleTime: 60_000 });
}

export { insightsKeys };
