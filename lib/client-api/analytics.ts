'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Mood } from '@/lib/moods';
import type { FrequencyItem, MoodSummary, TrendPoint } from '@/lib/services/analytics';
import { useTimeZone } from '@/lib/client/first-render';
import { apiFetch } from './http';
import { analyticsKeys } from './keys';

export type { FrequencyItem, MoodSummary, TrendPoint };

// The browser's IANA zone, so "a day" on the charts is the user's own day (one definition, in first-render).
export { browserTimeZone } from '@/lib/client/first-render';

const withRange = (path: string, range: number, tz: string) => `${path}?range=${range}&tz=${encodeURIComponent(tz)}`;

/** GET /api/analytics/heatmap: one row per day with entries, in the caller's zone. */
export type HeatmapDay = { date: string; mood: Mood; score: number; count: number };

type MonthFigures = { month: string; entries: number; daysWritten: number; averageScore: number | null; topMood: Mood | null };

/** GET /api/analytics/month-review: a calendar month, and the month before it to compare with. */
export type MonthReview = MonthFigures & {
  bestDay: { date: string; score: number } | null;
  worstDay: { date: string; score: number } | null;
  topActivities: { activity: string; emoji: string | null; count: number }[];
  previous: MonthFigures;
};

export const analyticsApi = {
  moodTrends: (range: number, tz: string) => apiFetch<{ data: TrendPoint[] }>(withRange('/api/analytics/mood-trends', range, tz), { bearer: true }),
  /** Without a range: all time (the specification's call, unchanged). */
  emotionFrequency: (range?: number, tz?: string) =>
    apiFetch<{ data: FrequencyItem[] }>(
      range === undefined ? '/api/analytics/emotion-frequency' : withRange('/api/analytics/emotion-frequency', range, tz ?? 'UTC'),
      { bearer: true },
    ),
  summary: (range: number, tz: string) => apiFetch<{ data: MoodSummary }>(withRange('/api/analytics/summary', range, tz), { bearer: true }),
  heatmap: (range: number, tz: string) => apiFetch<{ data: HeatmapDay[] }>(withRange('/api/analytics/heatmap', range, tz), { bearer: true }),
  monthReview: (month: string, tz: string) =>
    apiFetch<{ data: MonthReview }>(`/api/analytics/month-review?month=${encodeURIComponent(month)}&tz=${encodeURIComponent(tz)}`, { bearer: true }),
};

// Entries change on other screens, so analytics are refetched when this screen opens; but not
// figures read a moment ago, such as those the server just rendered the page with (prefetch.ts):
// asking again right after hydration would only repeat them, and re-render the charts.
const fresh = { staleTime: 5_000 } as const;

export function useMoodTrends(range: number) {
  // The zone the server prefetched with until hydration is over (lib/client/first-render.ts).
  const tz = useTimeZone();
  return useQuery({ queryKey: analyticsKeys.trends(range, tz), queryFn: () => analyticsApi.moodTrends(range, tz), ...fresh });
}

/** No range: all time (the default screen); a range: the last `range` days, as the title then says. */
export function useEmotionFrequency(range?: number) {
  const tz = useTimeZone();
  return useQuery({
    queryKey: range === undefined ? analyticsKeys.frequency() : analyticsKeys.frequency(range, tz),
    queryFn: () => (range === undefined ? analyticsApi.emotionFrequency() : analyticsApi.emotionFrequency(range, tz)),
    ...fresh,
  });
}

export function useMoodSummary(range: number) {
  // The zone the server prefetched with until hydration is over (lib/client/first-render.ts).
  const tz = useTimeZone();
  return useQuery({ queryKey: analyticsKeys.summary(range, tz), queryFn: () => analyticsApi.summary(range, tz), ...fresh });
}

/** Days with entries in the last `range` days (the year in pixels, the journal's month calendar). */
export function useHeatmap(range: number, enabled = true) {
  const tz = useTimeZone();
  return useQuery({
    queryKey: analyticsKeys.heatmap(range, tz),
    queryFn: () => analyticsApi.heatmap(range, tz),
    enabled,
    // Paging months back and forth keeps the grid on screen while a longer range loads.
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

export function useMonthReview(month: string, enabled = true) {
  const tz = useTimeZone();
  return useQuery({
    queryKey: analyticsKeys.monthReview(month, tz),
    queryFn: () => analyticsApi.monthReview(month, tz),
    enabled,
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

export { analyticsKeys };
