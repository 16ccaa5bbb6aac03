'use client';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Streaks } from '@/lib/services/streaks';
import type { JournalCreateInput, JournalEntryDto, JournalPage, JournalUpdateInput } from '@/lib/validation/journal';
import { analyticsKeys } from './analytics';
import { apiFetch } from './http';
import { insightsKeys } from './insights';

export type { JournalEntryDto, JournalPage };

export const JOURNAL_PAGE_SIZE = 50;

export const journalApi = {
  create: (body: JournalCreateInput) => apiFetch<{ entry: JournalEntryDto }>('/api/journal', { body, bearer: true }),
  list: (cursor?: string | null, limit = JOURNAL_PAGE_SIZE) => {
    const q = new URLSearchParams({ limit: String(limit) });
    if (cursor) q.set('cursor', cursor);
    return apiFetch<JournalPage>(`/api/journal/my-entries?${q}`, { bearer: true });
  },
  update: (id: string, body: JournalUpdateInput) =>
    apiFetch<{ entry: JournalEntryDto }>(`/api/journal/edit/${encodeURIComponent(id)}`, { method: 'PUT', body, bearer: true }),
  streaks: (tz: string) => apiFetch<Streaks>(`/api/journal/streaks?tz=${encodeURIComponent(tz)}`, { bearer: true }),
  remove: (id: string, opts: { keepalive?: boolean } = {}) =>
    apiFetch<{ message: string }>(`/api/journal/delete/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true, ...opts }),
};

export const journalKeys = {
  all: ['journal'] as const,
  entries: () => ['journal', 'entries'] as const,
  streaks: () => ['journal', 'streaks'] as const,
};

/** Current and longest run of days with an entry, in the browser's time zone. */
export function useStreaks() {
  return useQuery({
    queryKey: journalKeys.streaks(),
    queryFn: () => journalApi.streaks(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'),
  });
}

/** The journal list, one page of 50 at a time, newest first; `loadMore` asks for the next page once. */
export function useJournalEntries(enabled = true) {
  const query = useInfiniteQuery({
    queryKey: journalKeys.entries(),
    queryFn: ({ pageParam }) => journalApi.list(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
  });
  const entries = useMemo(() => query.data?.pages.flatMap((p) => p.entries) ?? [], [query.data]);
  // SPEC section 8: a failed fetch of the journal is only logged.
  useEffect(() => {
    if (query.isError) console.error('Failed to fetch journals', query.error);
  }, [query.isError, query.error]);
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  // Only what the list shows: reading every field of the query would re-render on each fetch.
  // `isError` only while nothing is on screen: a failed refetch keeps the entries already shown.
  return {
    entries,
    isPending: query.isPending,
    isError: query.isError && !query.data,
    retry: () => void query.refetch(),
    hasMore: Boolean(query.hasNextPage),
    isFetchingNextPage: query.isFetchingNextPage,
    loadMore,
  };
}

/**
 * After any change to entries: the list, the weekly insights and the analytics charts (which read
 * the same entries) are refetched.
 */
export function useRefreshJournal() {
  const qc = useQueryClient();
  // Only the entry list is awaited (the editor stays busy until it is fresh); insights and
  // analytics refetch in the background, so a slow card never holds the editor.
  return () => {
    void qc.invalidateQueries({ queryKey: insightsKeys.all });
    void qc.invalidateQueries({ queryKey: analyticsKeys.all });
    return qc.invalidateQueries({ queryKey: journalKeys.all });
  };
}
