import type { JournalFilters } from '@/lib/validation/journal';

// Query keys, apart from the hooks: server components prefetch under the same keys (a module marked
// 'use client' gives a server component references it cannot call).

export const safetyPlanKeys = {
  all: ['safety-plan'] as const,
  detail: () => ['safety-plan', 'mine'] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  public: () => ['reviews', 'public'] as const,
  admin: () => ['reviews', 'admin'] as const,
};

export const reminderKeys = { settings: () => ['reminders', 'settings'] as const };

export const journalKeys = {
  all: ['journal'] as const,
  entries: () => ['journal', 'entries'] as const,
  /** One list per search and filter; invalidating entries() refreshes them all. */
  filtered: (filters: JournalFilters) => ['journal', 'entries', filters] as const,
  /** Days start at midnight in `tz`, so each zone has its own answer. */
  streaks: (tz: string) => ['journal', 'streaks', tz] as const,
};

export const insightsKeys = {
  all: ['insights'] as const,
  tips: () => ['insights', 'tips'] as const,
};

export const chatKeys = {
  all: ['chats'] as const,
  history: (userId: string | undefined) => ['chats', userId ?? 'anonymous'] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  /** The admin gate's own check, always asked afresh. */
  me: () => ['auth', 'me'] as const,
  /** Per token, so an answer about an older session never stands in for a newer login. */
  meFor: (token: string | null) => ['auth', 'me', token] as const,
};

// Every analytics query sits under ['analytics'], so a screen that changes entries can refresh them all at once.
export const analyticsKeys = {
  all: ['analytics'] as const,
  trends: (range: number, tz: string) => ['analytics', 'trends', range, tz] as const,
  /** No argument: all time, the specification's pie and the default screen; with a range: the last `range` days in `tz`. */
  frequency: (range?: number, tz?: string) =>
    range === undefined ? (['analytics', 'frequency'] as const) : (['analytics', 'frequency', range, tz ?? 'UTC'] as const),
  summary: (range: number, tz: string) => ['analytics', 'summary', range, tz] as const,
  heatmap: (range: number, tz: string) => ['analytics', 'heatmap', range, tz] as const,
  monthReview: (month: string, tz: string) => ['analytics', 'month-review', month, tz] as const,
};

export const aiKeys = {
  all: ['ai'] as const,
  status: () => ['ai', 'status'] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  stats: () => ['admin', 'stats'] as const,
};

export const activityKeys = {
  all: ['activities'] as const,
  list: () => ['activities', 'list'] as const,
};
