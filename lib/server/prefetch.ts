import 'server-only';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { SessionUser } from '@/lib/auth/types';
import { activityKeys, analyticsKeys, journalKeys } from '@/lib/client-api/keys';
import { JOURNAL_PAGE_SIZE } from '@/lib/limits';
import { listActivities } from '@/lib/services/activities';
import { emotionFrequency, moodHeatmap, moodSummary, moodTrends } from '@/lib/services/analytics';
import { listEntries } from '@/lib/services/journal';
import { getStreaks } from '@/lib/services/streaks';
import {
  DEFAULT_RANGE_DAYS,
  frequencyQuerySchema,
  HEATMAP_DEFAULT_DAYS,
  heatmapQuerySchema,
  summaryQuerySchema,
  trendQuerySchema,
} from '@/lib/validation/analytics';
import { journalListQuerySchema } from '@/lib/validation/journal';
import { tzQuerySchema } from '@/lib/validation/tz';

// The first page of a screen's data, read on the server and handed to react-query on the client
// (HydrationBoundary), so the page's HTML already shows it. Each query asks the service exactly
// as its route handler does (the same query schema, the same service), under the key the screen's
// hook uses (lib/client-api/keys.ts). Figures that depend on where a day starts are read only when
// the browser's zone is known (the `tz` cookie); otherwise the browser fetches them as before. The
// weekly insights are not read here: they may call a model.

/** What the route would send: JSON, so dates are strings as the client's fetch sees them. */
function asSent<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function serverQueryClient(): QueryClient {
  // A failed read leaves the query out; the browser then asks for it itself, as it always did.
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * /journal and /journal/{id}: the first page of entries, the activities the editor offers (so its
 * chips are there on first paint, not pushing the page down when they arrive), and, when the zone
 * is known, the streaks and the month calendar's moods (its opening range, the current month, is
 * the heatmap's default year; without them the calendar tints itself in a second render).
 */
export async function prefetchJournal(user: SessionUser, tz: string | null): Promise<DehydratedState> {
  const qc = serverQueryClient();
  // Query values as the browser's request carries them (strings), through the route's own schemas.
  await Promise.all([
    // The shape useJournalEntries' infinite query holds: pages with the cursor that led to each.
    qc.prefetchInfiniteQuery({
      queryKey: journalKeys.entries(),
      initialPageParam: null as string | null,
      queryFn: async () => asSent(await listEntries(user, journalListQuerySchema.parse({ limit: String(JOURNAL_PAGE_SIZE) }))),
    }),
    // useActivities holds the list itself, as the route's `activities`.
    qc.prefetchQuery({
      queryKey: activityKeys.list(),
      queryFn: async () => asSent((await listActivities(user)).activities),
    }),
    tz &&
      qc.prefetchQuery({
        queryKey: journalKeys.streaks(tz),
        queryFn: async () => asSent(await getStreaks(user, tzQuerySchema.parse({ tz }).tz)),
      }),
    tz &&
      qc.prefetchQuery({
        queryKey: analyticsKeys.heatmap(HEATMAP_DEFAULT_DAYS, tz),
        queryFn: async () => asSent(await moodHeatmap(user, heatmapQuerySchema.parse({ tz }))),
      }),
  ]);
  return dehydrate(qc);
}

/** /analytics at its default range: the summary and the trend (zone known), and the all-time frequency. */
export async function prefetchAnalytics(user: SessionUser, tz: string | null): Promise<DehydratedState> {
  const qc = serverQueryClient();
  const range = String(DEFAULT_RANGE_DAYS);
  await Promise.all([
    qc.prefetchQuery({
      queryKey: analyticsKeys.frequency(),
      queryFn: async () => asSent(await emotionFrequency(user, frequencyQuerySchema.parse({}))),
    }),
    tz &&
      qc.prefetchQuery({
        queryKey: analyticsKeys.summary(DEFAULT_RANGE_DAYS, tz),
        queryFn: async () => asSent(await moodSummary(user, summaryQuerySchema.parse({ range, tz }))),
      }),
    tz &&
      qc.prefetchQuery({
        queryKey: analyticsKeys.trends(DEFAULT_RANGE_DAYS, tz),
        queryFn: async () => asSent(await moodTrends(user, trendQuerySchema.parse({ range, tz }))),
      }),
  ]);
  return dehydrate(qc);
}
