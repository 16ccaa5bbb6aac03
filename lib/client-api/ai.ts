'use client';
import { useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@/lib/ai/provider';
import type { Mood } from '@/lib/moods';
import type { AnalyzeResult } from '@/lib/validation/journal';
import { apiFetch } from './http';
import { aiKeys } from './keys';

export type { AiStatus, AnalyzeResult };

export const aiApi = {
  /** `mood` is the one the user picked, if any: the analysis speaks to it. */
  analyze: (journalText: string, mood?: Mood | null, activities: string[] = []) =>
    apiFetch<AnalyzeResult>('/api/ai/analyze', {
      body: { journalText, ...(mood ? { mood } : {}), ...(activities.length ? { activities } : {}) },
      bearer: true,
    }),
  status: () => apiFetch<AiStatus>('/api/ai/status'),
};

/** Whether a model or the offline provider answers analyses, so offline results can be labelled. */
export const aiStatusQuery = { queryKey: aiKeys.status(), queryFn: aiApi.status, staleTime: 5 * 60_000, retry: false } as const;

export function useAiStatus() {
  return useQuery(aiStatusQuery);
}

export { aiKeys };
