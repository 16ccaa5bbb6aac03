'use client';
import { useQuery } from '@tanstack/react-query';
import type { FrequencyItem, MoodSummary, TrendPoint } from '@/lib/services/analytics';
import { apiFetch } from './http';
import { analyticsKeys } from './keys';

export type { FrequencyItem, MoodSummary, TrendPoint };

/** The browser's IANA zone, so "a day" on the charts is the user's own day. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const withRange = (path: string, range: number, tz: string) => `${path}?range=${range}&tz=${encodeURIComponent(tz)}`;

export const analyticsApi = {
  moodTrends: (range: number, tz: string) => apiFetch<{ data: TrendPoint[] }>(withRange('/api/analytics/mood-trends', range, tz), { bearer: true }),
  emotionFrequency: () => apiFetch<{ data: FrequencyItem[] }>('/api/analytics/emotion-frequency', { bearer: true }),
  summary: (range: number, tz: string) => apiFetch<{ data: MoodSummary }>(withRange('/api/analytics/summary', range, tz), { bearer: true }),
};

// Entries change on other screens, so analytics are always refetched when this screen opens.
const fresh = { staleTime: 0 } as const;

export function useMoodTrends(range: number) {
  const tz = browserTimeZone();
  return useQuery({ queryKey: analyticsKeys.trends(range, tz), queryFn: () => analyticsApi.moodTrends(range, tz), ...fresh });
}

export function useEmotionFrequency() {
  return useQuery({ queryKey: analyticsKeys.frequency(), queryFn: analyticsApi.emotionFrequency, ...fresh });
}

export function useMoodSummary(range: number) {
  const tz = browserTimeZone();
  return useQuery({ queryKey: analyticsKeys.summary(range, tz), queryFn: () => analyticsApi.summary(range, tz), ...fresh });
}

export { analyticsKeys };
