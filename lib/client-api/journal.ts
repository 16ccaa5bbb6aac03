'use client';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { browserTimeZone, useTimeZone } from '@/lib/client/first-render';
import { JOURNAL_PAGE_SIZE } from '@/lib/limits';
import type { Streaks } from '@/lib/services/streaks';
import type { JournalCreateInput, JournalEntryDto, JournalFilters, JournalPage, JournalUpdateInput } from '@/lib/validation/journal';
import { analyticsKeys } from './analytics';
import { apiFetch } from './http';
import { insightsKeys } from './insights';
import { journalKeys } from './keys';

export type { JournalEntryDto, JournalFilters, JournalPage };

const NO_FILTERS: JournalFilters = {};

export { JOURNAL_PAGE_SIZE };

export const journalApi = {
  create: (body: JournalCreateInput) => apiFetch<{ entry: JournalEntryDto }>('/api/journal', { body, bearer: true }),
  list: (cursor?: string | null, limit = JOURNAL_PAGE_SIZE, filters: JournalFilters = {}) => {
    const q = new URLSearchParams({ limit: String(limit) });
    if (cursor) q.set('cursor', cursor);
    for (const key of ['q', 'mood', 'from', 'to'] as const) {
      const v = filters[key]?.trim();
      if (v) q.set(key, v);
    }
    // From/to are days on the reader's own calendar.
    if (filters.from || filters.to) q.set('tz', browserTimeZone());
    return apiFetch<JournalPage>(`/api/journal/my-entries?${q}`, { bearer: true });
  },
  update: (id: string, body: JournalUpdateInput) =>
    apiFetch<{ entry: JournalEntryDto }>(`/api/journal/edit/${encodeURIComponent(id)}`, { method: 'PUT', body, bearer: true }),
  streaks: (tz: string) => apiFetch<Streaks>(`/api/journal/streaks?tz=${encodeURIComponent(tz)}`, { bearer: true }),
  remove: (id: string, opts: { keepalive?: boolean } = {}) =>
    apiFetch<{ message: string }>(`/api/journal/delete/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true, ...opts }),
};

/** True when a search or filter narrows the list. */
export const hasFilters = (f: JournalFilters) => Boolean(f.q?.trim() || f.mood || f.from || f.to);

/** Current and longest run of days with an entry, in the browser's time zone. */
export function useStreaks() {
  // The server prefetches them for the zone in the `tz` cookie; the first render asks for that one.
  const tz = useTimeZone();
  return useQuery({
    queryKey: journalKeys.streaks(tz),
    queryFn: () => journalApi.streaks(tz),
  });
}

/**
 * The journal list, one page of 50 at a time, newest first, narrowed by `filters` (search, mood,
 * days); `loadMore` asks for the next page once.
 */
export function useJournalEntries(enabled = true, filters: JournalFilters = NO_FILTERS) {
  const filtered = hasFilters(filters);
  const query = useInfiniteQuery({
    // The unfiltered list keeps its own key, which the rest of the app reads and refreshes.
    queryKey: filtered ? journalKeys.filtered(filters) : journalKeys.entries(),
    queryFn: ({ pageParam }) => journalApi.list(pageParam, JOURNAL_PAGE_SIZE, filters),
    // While a new search runs, the previous results stay on screen instead of a loading flash.
    placeholderData: filtered ? keepPreviousData : undefined,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    // Refetched whenever the screen opens (entries change on other devices), but not the page the
    // server has just rendered with (lib/server/prefetch.ts): that would only repeat it.
    staleTime: 5_000,
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
    /** The results of the previous search are on screen while this one loads. */
    isStale: query.isPlaceholderData,
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
  // analytics refetch in the background, so a slow card never holds the editor. Stable across
  // renders: useOfflineQueue's effect depends on it, and a new function each render re-ran that
  // effect, whose IndexedDB read set state and rendered again (about 35 renders a second).
  return useCallback(() => {
    void qc.invalidateQueries({ queryKey: insightsKeys.all });
    void qc.invalidateQueries({ queryKey: analyticsKeys.all });
    return qc.invalidateQueries({ queryKey: journalKeys.all });
  }, [qc]);
}

export { journalKeys };
